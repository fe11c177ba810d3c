"""German texts of the devices area (spec backoffice §8 for the ones quoted there)."""

# pairing
CODE_INVALID = "Der Code ist ungültig oder abgelaufen."
TOO_MANY_PAIRINGS = "Zu viele Kopplungsanfragen. Bitte versuchen Sie es in {seconds} Sekunden erneut."
TOKEN_UNKNOWN = "Diese Kopplungsanfrage gibt es nicht."
IDENTIFIER_TAKEN = "Ein Gerät mit dieser Kennung gibt es in dieser Filiale bereits."

# the agent's authentication
AGENT_NOT_AUTHENTICATED = "Das Gerät hat sich nicht angemeldet."
AGENT_UNKNOWN = "Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu."
AGENT_INACTIVE = "Dieses Gerät ist deaktiviert."

# commands (spec §8)
TEST_FAILED = "Test nicht erfolgreich."
LOGS_FAILED = "Log konnte nicht angefordert werden."
COMMAND_FAILED = "Befehl konnte nicht ausgeführt werden."
ABORT_FAILED = "Befehl konnte nicht abgebrochen werden."
PRINT_FAILED = "Beleg konnte nicht gedruckt werden."
COMMAND_UNKNOWN = "Diesen Befehl gibt es nicht."
NOT_A_PRINTER = "Dieses Gerät ist kein Drucker."

# the test notification the device shows
TEST_NOTIFICATION_TITLE = "Testbenachrichtigung"
TEST_NOTIFICATION_TEXT = "Wenn Sie diese Nachricht sehen, ist das Gerät richtig verbunden."

# device logs
TOO_MANY_LINES = "Es sind höchstens {count} Zeilen erlaubt."
LINE_TOO_LONG = "Eine Zeile darf höchstens {length} Zeichen lang sein."

# fields
PRINTER_FIELDS_ONLY = "Nur Drucker haben eine Drucker-Adresse, einen Port und eine Abteilung."
DEPARTMENT_OF_OTHER_BRANCH = "Die Abteilung gehört zu einer anderen Filiale."

# printing (devices.services.printing, the printer agent devices/agent)
PRINTER_UNREACHABLE = "Drucker nicht erreichbar."
PRINT_UNANSWERED = "Keine Rückmeldung vom Drucker, bitte prüfen."
PRINT_INTERRUPTED = "Druck unterbrochen, bitte prüfen."
PRINTER_ADDRESS_MISSING = "Für diesen Drucker ist keine Adresse eingetragen."
PRINT_DATA_INVALID = "Die Druckdaten sind ungültig."
