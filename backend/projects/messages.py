"""German texts of projects and tasks (validation and e-mail), word for word in the tests."""

END_BEFORE_START = "Das Ende darf nicht vor dem Beginn liegen."
ONE_ASSIGNEE = "Bitte wählen Sie entweder einen Benutzer oder einen externen Benutzer als zuständige Person."
ASSIGNEE_NOT_IN_PROJECT = "Diese Person gehört nicht zum Projekt."
NOT_STAFF = "Dieser Benutzer ist kein Mitarbeiter."
PROJECT_NOT_CHANGEABLE = "Sie können die Aufgabe nicht in ein anderes Projekt verschieben."
EMPTY_COMMENT = "Bitte geben Sie einen Kommentar ein."
MAIL_SUBJECT = "Neue Aufgabe für Sie: {title}"
