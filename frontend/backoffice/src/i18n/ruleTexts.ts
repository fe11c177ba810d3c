/** Texts of opening-hour rules, shared by branch hours and catalogue schedules. */
export const weekdayRuleTypes = {
  once: 'Einmalig',
  daily: 'Täglich',
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

export const ruleFields = {
  type: 'Art',
  date: 'Datum',
  isClosed: 'Geschlossen',
  from: 'Von',
  to: 'Bis',
};
