import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from 'shared-ui';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from 'shared-ui/contract';

export interface PasswordFieldProps extends Omit<TextInputProps, 'type'> {
  /** Show the policy checklist under the field, updated as the user types (new passwords). */
  showPolicy?: boolean;
}

/** A password input with a show/hide toggle and, for a new password, the live policy checklist. */
export function PasswordField({ showPolicy, value, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const policyId = useId();
  const text = typeof value === 'string' ? value : '';
  return (
    <div>
      <TextInput
        {...props}
        value={value}
        type={visible ? 'text' : 'password'}
        aria-describedby={showPolicy ? policyId : undefined}
        endAdornment={
          <InputAdornment position="end">
            <IconButton onClick={() => setVisible((v) => !v)} edge="end" aria-label={visible ? t('password.hide') : t('password.show')} aria-pressed={visible}>
              {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
            </IconButton>
          </InputAdornment>
        }
      />
      {showPolicy && (
        <List dense disablePadding id={policyId} aria-label={t('password.policy')} aria-live="polite">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(text);
            return (
              <ListItem key={rule.id} disableGutters sx={{ py: 0, color: met ? 'success.main' : 'text.secondary' }} data-met={met}>
                <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
                  {met ? <CheckCircleOutlined fontSize="small" /> : <RadioButtonUncheckedOutlined fontSize="small" />}
                </ListItemIcon>
                <ListItemText
                  primary={`${t(`password.rules.${rule.id}`, { min: PASSWORD_MIN_LENGTH })} (${met ? t('password.met') : t('password.notMet')})`}
                  slotProps={{ primary: { variant: 'body2' } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </div>
  );
}
