import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageTitle } from './PageTitle';

/**
 * Shown instead of a screen the signed-in user may not open (a direct address to users, logs,
 * divisions or the configuration as an employee): a clear German text and a way back, never a blank page.
 */
export function Forbidden() {
  const translate = useTranslate();
  const title = translate('bestellwerk.forbidden.title');
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {translate('bestellwerk.forbidden.text')}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          {translate('bestellwerk.forbidden.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
