// The icons the portal uses, imported one by one so only these reach the bundle.
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as MenuOpenIcon } from '@mui/icons-material/MenuOpen';
export { default as LogoutIcon } from '@mui/icons-material/Logout';
export { default as TranslateIcon } from '@mui/icons-material/Translate';
export { default as CampaignIcon } from '@mui/icons-material/Campaign';
export { default as StoreIcon } from '@mui/icons-material/Store';
export { default as GavelIcon } from '@mui/icons-material/Gavel';
export { default as ShoppingCartIcon } from '@mui/icons-material/ShoppingCart';
export { default as PaymentsIcon } from '@mui/icons-material/Payments';
export { default as FactCheckIcon } from '@mui/icons-material/FactCheck';
export { default as AssessmentIcon } from '@mui/icons-material/Assessment';
export { default as ManageAccountsIcon } from '@mui/icons-material/ManageAccounts';
export { default as UploadFileIcon } from '@mui/icons-material/UploadFile';
export { default as ErrorOutlineIcon } from '@mui/icons-material/ErrorOutlined';
export { default as DeleteIcon } from '@mui/icons-material/DeleteOutlined';
export { default as NotificationsIcon } from '@mui/icons-material/NotificationsOutlined';
