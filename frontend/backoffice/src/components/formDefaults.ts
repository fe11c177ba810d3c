/**
 * For the resource forms (their record comes from <Edit>'s query): when the record changes under the form (a
 * background refetch after the form opened from the cache), react-admin resets the form to it and what the user
 * has typed so far is gone. With this, the fields the user changed keep their value and the others follow the
 * new record. A successful save stays successful through the reset that follows it (the saved record arrives in the
 * cache): otherwise the kept changes would count as unsaved and warnWhenUnsavedChanges would block the redirect.
 * One constant, so that the form's reset effect sees the same options on every render.
 */
export const KEEP_TYPED_VALUES = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;
