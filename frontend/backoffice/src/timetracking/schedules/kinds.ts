export const KIND_CHOICES = [
  { id: 'shift', name: 'resources.working-schedules.kinds.shift' },
  { id: 'holiday', name: 'resources.working-schedules.kinds.holiday' },
];
