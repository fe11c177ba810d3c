"""German texts of digital signage, word for word in the tests (spec backoffice §8 for the command texts)."""

# commands (spec §8)
COMMAND_FAILED = "Befehl konnte nicht ausgeführt werden."
ABORT_FAILED = "Befehl konnte nicht abgebrochen werden."

# fields
PATH_REQUIRED = "Bitte geben Sie einen Pfad an (Buchstaben, Ziffern, Bindestriche, Punkte und Schrägstriche)."
PATH_TAKEN = "Dieser Pfad wird schon von der Szene „{scene}“ verwendet."
SHARED_ADMIN_ONLY = "Einträge für alle Filialen können nur Administratoren anlegen oder ändern."
OTHER_BRANCH_SCENE = "Die Szene „{name}“ gehört zu einer anderen Filiale."
OTHER_BRANCH_SEGMENT = "Die Filmsequenz „{name}“ gehört zu einer anderen Filiale."
OTHER_BRANCH_STREAM = "Der Stream „{name}“ gehört zu einer anderen Filiale."
CATEGORY_NOT_IN_MENU = "Die Kategorie „{name}“ gehört nicht zur Speisekarte „{menu}“."
NO_SCENES = "Bitte fügen Sie mindestens eine Szene hinzu."
NO_WEEKDAYS = "Bitte wählen Sie mindestens einen Wochentag."
WEEKDAY = "Bitte geben Sie Wochentage von 0 (Montag) bis 6 (Sonntag) an."
TIME_FROM = "Bitte geben Sie eine Uhrzeit von 00:00 bis 23:59 an."
TIME_TO = "Bitte geben Sie eine Uhrzeit von 00:01 bis 24:00 an."
SAME_TIMES = "Das Ende darf nicht gleich dem Beginn sein."
NOT_A_SCREEN = "Bitte wählen Sie ein Gerät der Art Bildschirm."
ALREADY_A_TV = "Dieses Gerät ist schon ein TV („{name}“)."
RESOLUTION = "Bitte geben Sie die Auflösung als Breite x Höhe an, z. B. 1920x1080."
SCENE_REQUIRED = "Bitte wählen Sie eine Szene."

# the player
NOT_A_TV = "Dieses Gerät ist kein TV."
UNKNOWN_SCENE = "Diese Szene gibt es nicht."
SHOWN_AT_RANGE = "Der Zeitpunkt muss in den letzten 7 Tagen liegen."
