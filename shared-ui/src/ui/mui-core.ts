// The MUI components of the first page (login), in shared-ui's core. Everything else is in
// `shared-ui/components`. MUI reaches host and remotes only through shared-ui (lint-enforced),
// so each component's code is bundled once, in the shell's build, tree-shaken by subpath.
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
