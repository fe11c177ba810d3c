/** The Austrian Bundesländer by their ISO 3166-2:AT code (the Landespatron day of time tracking). */
export const holidayRegionChoices = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((id) => ({
  id,
  name: `resources.branches.holidayRegions.${id}`,
}));
