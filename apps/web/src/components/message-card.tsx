import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessageCardProps {
  /** A large icon, hidden from screen readers (the title says it). */
  icon: ReactNode;
  title: ReactNode;
  body: ReactNode;
  /** The one way on, if there is one: a button or a link. */
  action?: ReactNode;
}

/** A whole screen's state said in one card: nothing here yet, not found. */
export function MessageCard({ icon, title, body, action }: MessageCardProps) {
  return (
    <Card
      sx={{
        py: { xs: 5, md: 8 },
        px: 2,
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      {icon}
      {title}
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {body}
      </Typography>
      {action}
    </Card>
  );
}
