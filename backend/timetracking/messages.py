"""German texts of time tracking (spec backoffice §8: 'Aktivität konnte nicht …', 'Planung …')."""

START_FAILED = "Aktivität konnte nicht gestartet werden."
END_FAILED = "Aktivität konnte nicht beendet werden."
PAUSE_FAILED = "Aktivität konnte nicht pausiert werden."
RESUME_FAILED = "Aktivität konnte nicht fortgesetzt werden."
CREATE_FAILED = "Aktivität konnte nicht erstellt werden."
UPDATE_FAILED = "Aktivität konnte nicht gespeichert werden."

# the specific reasons, appended to the texts above
ALREADY_STARTED = "Es läuft bereits eine Aktivität."
NOT_STARTED = "Es läuft keine Aktivität."
ALREADY_PAUSED = "Die Aktivität ist bereits pausiert."
NOT_PAUSED = "Die Aktivität ist nicht pausiert."
NOT_IN_BRANCH = "Sie sind dieser Filiale nicht zugeordnet."
BEFORE_LAST_ACTIVITY = "Der Zeitpunkt liegt vor dem Ende der letzten Aktivität."
BEFORE_LAST_STEP = "Der Zeitpunkt liegt vor dem letzten Schritt der Aktivität."

# fields of activities and schedules
END_BEFORE_START = "Das Ende muss nach dem Beginn liegen."
OVERLAPS = "Die Aktivität überschneidet sich mit einer anderen Aktivität dieser Person."
PAUSE_OUTSIDE = "Die Pause muss innerhalb der Aktivität liegen."
PAUSES_OVERLAP = "Pausen dürfen sich nicht überschneiden."
OPEN_PAUSE_NEEDS_OPEN_ACTIVITY = "Nur eine laufende Aktivität kann eine laufende Pause haben."
REASON_REQUIRED = "Bitte geben Sie einen Grund für die Korrektur an."
BRANCH_REQUIRED = "Bitte wählen Sie eine Filiale."
PERSON_NOT_IN_BRANCH = "Die Person ist dieser Filiale nicht zugeordnet."
DEPARTMENT_OF_OTHER_BRANCH = "Die Abteilung gehört zu einer anderen Filiale."
REPEAT_UNTIL_BEFORE_START = "Das Wiederholungsende darf nicht vor dem Beginn liegen."
REPEAT_UNTIL_WITHOUT_REPETITION = "Ein Wiederholungsende gibt es nur bei wöchentlicher Wiederholung."
EXCEPTION_DAY = "Bitte geben Sie die Ausnahmen als Tage (JJJJ-MM-TT) an."
SHIFT_TOO_LONG = "Eine Planung darf höchstens 14 Tage dauern."

# people and PINs
PIN_FORMAT = "Die PIN besteht aus 4 bis 8 Ziffern."
USER_OR_EXTERNAL_USER = "Bitte wählen Sie entweder einen Benutzer oder einen externen Benutzer."
PERSON_EXISTS = "Diese Person ist bereits in der Zeiterfassung."
USERNAME_FORMAT = "Der Benutzername besteht aus Kleinbuchstaben, Ziffern, Punkt, Binde- und Unterstrich."

# time sheets (query parameters)
MONTH_FORMAT = "Bitte geben Sie einen Monat als JJJJ-MM an."
YEAR_FORMAT = "Bitte geben Sie ein Jahr zwischen 2000 und 2100 an."
PERSON_REQUIRED = "Bitte wählen Sie eine Person."

# load failures shown by the screens (spec §8: Guthaben, Urlaubskonten, Zeitsalden)
BALANCES_LOAD_FAILED = "Guthaben konnten nicht geladen werden."
HOLIDAY_BALANCES_LOAD_FAILED = "Urlaubskonten konnten nicht geladen werden."
TIME_BALANCES_LOAD_FAILED = "Zeitsalden konnten nicht geladen werden."

TOO_MANY_REQUESTS = "Zu viele Anfragen. Bitte versuchen Sie es später erneut."

# schedules and deletions (spec §8: 'Planung …')
DELETE_FAILED = "Aktivität konnte nicht gelöscht werden."
SCHEDULE_CREATE_FAILED = "Planung konnte nicht erstellt werden."
SCHEDULE_UPDATE_FAILED = "Planung konnte nicht gespeichert werden."
SCHEDULE_DELETE_FAILED = "Planung konnte nicht gelöscht werden."

# month approval
MONTH_LOCKED = "Der Monat {month} ist freigegeben und kann nicht mehr geändert werden."
APPROVE_FAILED = "Monat konnte nicht freigegeben werden."
REOPEN_FAILED = "Monat konnte nicht wieder geöffnet werden."
ALREADY_APPROVED = "Der Monat ist bereits freigegeben."
NOT_APPROVED = "Der Monat ist nicht freigegeben."
MONTH_NOT_OVER = "Ein Monat kann erst freigegeben werden, wenn er abgeschlossen ist."
ACTIVITY_RUNNING = "In diesem Monat läuft noch eine Aktivität."

# the terminal's offline queue and session
AT_OUT_OF_WINDOW = "Der Zeitpunkt liegt außerhalb des erlaubten Zeitraums."
AT_NEEDS_SESSION = "Ein Zeitpunkt kann nur mit einer Sitzung des Terminals nachgetragen werden."
SESSION_EXPIRED = "Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an."
EXTENDED_BELOW_NORMAL = "Die Höchstarbeitszeit mit Vereinbarung darf nicht unter der ohne Vereinbarung liegen."

# the Dienstplan's conflicts and the skipped shifts of a copied week (selectors/planning.py, services/planning.py)
PLAN_ON_HOLIDAY = "Schicht an einem Feiertag: {day} ist {holiday}."
PLAN_DURING_ABSENCE = "{name} hat am {day} Urlaub geplant."
PLAN_OVERLAP = "{name} ist doppelt eingeplant: {first} und {second}."
PLAN_REST = "Ruhezeit von {name} nur {hours} Std. {minutes} Min. (mindestens 11 Stunden)."
COPY_EXISTS = "Bereits vorhanden."
COPY_ON_HOLIDAY = "Feiertag ({holiday})."
