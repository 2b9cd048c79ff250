<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>Watch and operate the SQLite job queue, cache and pub/sub log of a Redis-free PHP stack.</source>
        <translation>Die SQLite-Job-Warteschlange, den Cache und das Pub/Sub-Protokoll eines Redis-freien PHP-Stacks beobachten und bedienen.</translation>
    </message>
    <message>
        <source>Open the databases read-only.</source>
        <translation>Die Datenbanken schreibgeschützt öffnen.</translation>
    </message>
    <message>
        <source>Create a demo database with a live simulated workload and open it.</source>
        <translation>Eine Demo-Datenbank mit simulierter Live-Last erstellen und öffnen.</translation>
    </message>
    <message>
        <source>SQLite database files, or Laravel application folders, to open.</source>
        <translation>Zu öffnende SQLite-Datenbankdateien oder Ordner von Laravel-Anwendungen.</translation>
    </message>
    <message>
        <source>Show every page once, then quit; exit status 1 if a database could not be shown.</source>
        <translation>Jede Seite einmal zeigen, dann beenden; Exit-Status 1, wenn eine Datenbank nicht gezeigt werden konnte.</translation>
    </message>
    <message>
        <source>The arguments are Askr servers' admin addresses (http://HOST:PORT, as given to askr --admin) to watch. The admin token comes from the keyring, else from ASKR_ADMIN_TOKEN.</source>
        <translation>Die Argumente sind Admin-Adressen von Askr-Servern (http://HOST:PORT, wie askr --admin sie bekommt), die beobachtet werden. Das Admin-Token kommt aus dem Schlüsselbund, sonst aus ASKR_ADMIN_TOKEN.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Could not create a folder for the demo database in %1: %2. Check that it is writable.</source>
        <translation type="vanished">Der Ordner für die Demo-Datenbank in %1 konnte nicht erstellt werden: %2. Prüfen Sie, ob er beschreibbar ist.</translation>
    </message>
    <message>
        <source>permission denied or not a folder</source>
        <translation type="vanished">Zugriff verweigert oder kein Ordner</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
</context>
<context>
    <name>JobNameCell</name>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>The payload is not JSON with a displayName (%1).</source>
        <translation>Die Nutzdaten sind kein JSON mit einem displayName (%1).</translation>
    </message>
</context>
<context>
    <name>OpenPlan</name>
    <message>
        <source>Opened read-write as requested: actions change the database on %1 (a replica forwards them to its primary).</source>
        <translation>Wie gewünscht mit Schreibzugriff geöffnet: Aktionen ändern die Datenbank auf %1 (ein Replikat leitet sie an seinen Primärserver weiter).</translation>
    </message>
    <message>
        <source>A server's database opens read-only; changes made there are shown live. Reopen it read-write to change it.</source>
        <translation>Die Datenbank eines Servers wird schreibgeschützt geöffnet; Änderungen dort werden live gezeigt. Öffnen Sie sie mit Schreibzugriff erneut, um sie zu ändern.</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>Lesen und Schreiben</translation>
    </message>
    <message>
        <source>read-only live</source>
        <translation>schreibgeschützt, live</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>Momentaufnahme</translation>
    </message>
    <message>
        <source>%1 does not exist. Check the path, or create a new database from the File menu.</source>
        <translation>%1 existiert nicht. Prüfen Sie den Pfad oder erstellen Sie im Menü „Datei“ eine neue Datenbank.</translation>
    </message>
    <message>
        <source>%1 is not a file. Choose a SQLite database file.</source>
        <translation>%1 ist keine Datei. Wählen Sie eine SQLite-Datenbankdatei.</translation>
    </message>
    <message>
        <source>You may not read %1. Check its permissions.</source>
        <translation>Sie dürfen %1 nicht lesen. Prüfen Sie die Zugriffsrechte.</translation>
    </message>
    <message>
        <source>Its -wal holds changes not yet in the main file, so a private copy of both is read; the original is not touched.</source>
        <translation>Die -wal-Datei enthält Änderungen, die noch nicht in der Hauptdatei stehen; daher wird eine private Kopie beider Dateien gelesen. Das Original bleibt unverändert.</translation>
    </message>
    <message>
        <source>%1 cannot be opened read-write: %2 is not writable. Open it read-only instead.</source>
        <translation>%1 kann nicht mit Lese- und Schreibzugriff geöffnet werden: %2 ist nicht beschreibbar. Öffnen Sie die Datei stattdessen schreibgeschützt.</translation>
    </message>
    <message>
        <source>Opened read-write as requested.</source>
        <translation>Wie gewünscht mit Lese- und Schreibzugriff geöffnet.</translation>
    </message>
    <message>
        <source>Opened as a snapshot as requested: changes made later are not shown.</source>
        <translation>Wie gewünscht als Momentaufnahme geöffnet: spätere Änderungen werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>A WAL database without its -shm file cannot be read live without creating one beside it, so it was opened as a snapshot.</source>
        <translation>Eine WAL-Datenbank ohne ihre -shm-Datei kann nicht live gelesen werden, ohne daneben eine anzulegen; daher wurde sie als Momentaufnahme geöffnet.</translation>
    </message>
    <message>
        <source>Opened read-only as requested; changes by other processes are shown live.</source>
        <translation>Wie gewünscht schreibgeschützt geöffnet; Änderungen anderer Prozesse werden live angezeigt.</translation>
    </message>
    <message>
        <source>The file or its folder is not writable, so it was opened read-only; changes by other processes are shown live.</source>
        <translation>Die Datei oder ihr Ordner ist nicht beschreibbar, daher wurde sie schreibgeschützt geöffnet; Änderungen anderer Prozesse werden live angezeigt.</translation>
    </message>
    <message>
        <source>The file and its folder are writable, so it was opened read-write. Use --read-only or File ▸ Reopen As ▸ Read-Only, Live for a replica.</source>
        <translation>Die Datei und ihr Ordner sind beschreibbar, daher wurde sie mit Lese- und Schreibzugriff geöffnet. Verwenden Sie für ein Replikat --read-only oder Datei ▸ Erneut öffnen als ▸ Schreibgeschützt, live.</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Strg</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Meta</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Entf</translation>
    </message>
    <message>
        <source>Ins</source>
        <translation>Einfg</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>Bild auf</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>Bild ab</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Druck</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
</context>
<context>
    <name>askr::app::HelpMenu</name>
    <message>
        <source>The documentation could not be opened; it is in the docs folder of Askr Desk's sources.</source>
        <translation>Die Dokumentation konnte nicht geöffnet werden; sie liegt im Ordner docs der Quellen von Askr Desk.</translation>
    </message>
    <message>
        <source>About Askr Desk</source>
        <translation>Über Askr Desk</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Askr Desk %1&lt;/h3&gt;&lt;p&gt;Watch and operate the job queue, cache and pub/sub log that the Askr runtime keeps in SQLite.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;SQLite %4&lt;/p&gt;&lt;p&gt;Licence: MIT&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Askr Desk %1&lt;/h3&gt;&lt;p&gt;Beobachtet und bedient die Job-Warteschlange, den Cache und das Pub/Sub-Protokoll, die die Askr-Laufzeit in SQLite führt.&lt;/p&gt;&lt;p&gt;Qt %2 (gebaut mit %3)&lt;br&gt;SQLite %4&lt;/p&gt;&lt;p&gt;Lizenz: MIT&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
</context>
<context>
    <name>askr::app::MainActions</name>
    <message>
        <source>&amp;Open Database…</source>
        <translation>Datenbank &amp;öffnen …</translation>
    </message>
    <message>
        <source>Open a SQLite database file (read-write when the file allows it)</source>
        <translation>Eine SQLite-Datenbankdatei öffnen (mit Schreibzugriff, wenn die Datei es erlaubt)</translation>
    </message>
    <message>
        <source>&amp;New Database…</source>
        <translation>&amp;Neue Datenbank …</translation>
    </message>
    <message>
        <source>Create an empty database with the queue, cache and pub/sub tables</source>
        <translation>Eine leere Datenbank mit den Tabellen für Warteschlange, Cache und Pub/Sub erstellen</translation>
    </message>
    <message>
        <source>&amp;Configure Askr Desk…</source>
        <translation>Askr Desk &amp;einrichten …</translation>
    </message>
    <message>
        <source>Refresh interval, stuck-queue thresholds, lock patterns, stalled subscribers, history retention</source>
        <translation>Aktualisierungsintervall, Schwellwerte für hängende Warteschlangen, Sperrmuster, blockierte Abonnenten, Verlaufsdauer</translation>
    </message>
    <message>
        <source>Add &amp;Missing Tables</source>
        <translation>&amp;Fehlende Tabellen hinzufügen</translation>
    </message>
    <message>
        <source>Create the tables, indexes and views of the primitives this database lacks (never alters existing tables)</source>
        <translation>Die Tabellen, Indizes und Views der Primitive anlegen, die dieser Datenbank fehlen (bestehende Tabellen werden nie verändert)</translation>
    </message>
    <message>
        <source>Check &amp;Integrity</source>
        <translation>&amp;Integrität prüfen</translation>
    </message>
    <message>
        <source>Read every page of the database and report damage (SQLite quick_check; changes nothing)</source>
        <translation>Jede Seite der Datenbank lesen und Schäden melden (SQLite quick_check; ändert nichts)</translation>
    </message>
    <message>
        <source>Read-&amp;Write</source>
        <translation>&amp;Lesen und Schreiben</translation>
    </message>
    <message>
        <source>Reopen the database so that actions may change it</source>
        <translation>Die Datenbank erneut öffnen, damit Aktionen sie ändern dürfen</translation>
    </message>
    <message>
        <source>Read-Only, &amp;Live</source>
        <translation>Schreibgeschützt, &amp;live</translation>
    </message>
    <message>
        <source>Reopen read-only, following changes made by other processes (for a replica)</source>
        <translation>Schreibgeschützt erneut öffnen und Änderungen anderer Prozesse folgen (für ein Replikat)</translation>
    </message>
    <message>
        <source>&amp;Snapshot</source>
        <translation>&amp;Momentaufnahme</translation>
    </message>
    <message>
        <source>Reopen as a frozen snapshot (for read-only media, or to stop following changes)</source>
        <translation>Als eingefrorene Momentaufnahme erneut öffnen (für schreibgeschützte Medien oder um Änderungen nicht mehr zu folgen)</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only…</source>
        <translation>&amp;Schreibgeschützt öffnen …</translation>
    </message>
    <message>
        <source>Open a database read-only, for example a replica that another process writes</source>
        <translation>Eine Datenbank schreibgeschützt öffnen, zum Beispiel ein Replikat, in das ein anderer Prozess schreibt</translation>
    </message>
    <message>
        <source>Open Re&amp;mote Database…</source>
        <translation>&amp;Entfernte Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Open a database served by a libSQL server (sqld), read-only</source>
        <translation>Eine Datenbank eines libSQL-Servers (sqld) schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>Open Askr &amp;Server…</source>
        <translation>Askr-&amp;Server öffnen …</translation>
    </message>
    <message>
        <source>Watch an Askr server through its admin address: workers, memory, traffic, recorded errors</source>
        <translation>Einen Askr-Server über seine Admin-Adresse beobachten: Worker, Speicher, Verkehr, aufgezeichnete Fehler</translation>
    </message>
    <message>
        <source>&amp;Close Database</source>
        <translation>Datenbank s&amp;chließen</translation>
    </message>
    <message>
        <source>Close the selected database</source>
        <translation>Die ausgewählte Datenbank schließen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Query the database again now</source>
        <translation>Die Datenbank jetzt erneut abfragen</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filtern</translation>
    </message>
    <message>
        <source>Focus the filter of the current view</source>
        <translation>Zum Filter der aktuellen Ansicht springen</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>List the keyboard shortcuts</source>
        <translation>Die Tastenkürzel auflisten</translation>
    </message>
    <message>
        <source>Activity &amp;Log</source>
        <translation>Aktivitäts&amp;protokoll</translation>
    </message>
    <message>
        <source>Every action taken on any database, and the dead letters Forget kept (to restore them)</source>
        <translation>Jede Aktion auf jeder Datenbank und die von „Vergessen“ aufbewahrten fehlgeschlagenen Jobs (zum Wiederherstellen)</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Create a demo database in a temporary folder, with a live simulated workload, and open it</source>
        <translation>Eine Demo-Datenbank mit simulierter Last in einem temporären Ordner anlegen und öffnen</translation>
    </message>
    <message>
        <source>Go to Page %1</source>
        <translation>Zu Seite %1</translation>
    </message>
    <message>
        <source>&amp;About Askr Desk</source>
        <translation>&amp;Über Askr Desk</translation>
    </message>
    <message>
        <source>Version, Qt and SQLite versions, licence</source>
        <translation>Version, Qt- und SQLite-Version, Lizenz</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <source>Open Askr Desk's documentation</source>
        <translation>Die Dokumentation von Askr Desk öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Askr Desk</source>
        <translation>Askr Desk beenden</translation>
    </message>
    <message>
        <source>&amp;Close Server</source>
        <translation>Server s&amp;chließen</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Zu %1</translation>
    </message>
    <message>
        <source>Show the %1 page (%2)</source>
        <translation>Die Seite %1 zeigen (%2)</translation>
    </message>
    <message>
        <source>Open &amp;Application…</source>
        <translation>&amp;Anwendung öffnen…</translation>
    </message>
    <message>
        <source>Open a Laravel application's folder: its queue, cache and events files as its .env and config/ name them</source>
        <translation>Öffnet den Ordner einer Laravel-Anwendung: ihre Dateien für Warteschlange, Cache und Ereignisse, wie .env und config/ sie nennen</translation>
    </message>
</context>
<context>
    <name>askr::app::MainWindow</name>
    <message>
        <source>Askr Desk</source>
        <translation>Askr Desk</translation>
    </message>
    <message>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>Open Database…</source>
        <translation>Datenbank öffnen …</translation>
    </message>
    <message>
        <source>Open Read-Only…</source>
        <translation>Schreibgeschützt öffnen …</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>Ak&amp;tionen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Reopen &amp;As</source>
        <translation>Erneut öffnen &amp;als</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Ein&amp;stellungen</translation>
    </message>
    <message>
        <source>Open a SQLite database written by the Askr runtime to watch its queues, cache and pub/sub log, or open the demo to see a live simulated workload.</source>
        <translation>Öffnen Sie eine SQLite-Datenbank der Askr-Laufzeit, um ihre Warteschlangen, ihren Cache und ihr Pub/Sub-Protokoll zu beobachten, oder öffnen Sie die Demo, um eine simulierte Last live zu sehen.</translation>
    </message>
    <message>
        <source>Open Demo</source>
        <translation>Demo öffnen</translation>
    </message>
    <message>
        <source>%1 (%2) — Askr Desk</source>
        <translation>%1 (%2) — Askr Desk</translation>
    </message>
    <message>
        <source>All databases — Askr Desk</source>
        <translation>Alle Datenbanken — Askr Desk</translation>
    </message>
    <message>
        <source>Open Askr Server…</source>
        <translation>Askr-Server öffnen …</translation>
    </message>
    <message>
        <source>%1 (Askr server) — Askr Desk</source>
        <translation>%1 (Askr-Server) — Askr Desk</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>askr::app::RecentMenu</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Forget the recently opened databases</source>
        <translation>Die zuletzt geöffneten Datenbanken vergessen</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>%1 does not exist any more</source>
        <translation>%1 gibt es nicht mehr</translation>
    </message>
    <message>
        <source>Open %1 again</source>
        <translation>%1 erneut öffnen</translation>
    </message>
    <message>
        <source>%1 (Askr server)</source>
        <translation>%1 (Askr-Server)</translation>
    </message>
    <message>
        <source>Watch the Askr server at %1 again</source>
        <translation>Den Askr-Server unter %1 wieder beobachten</translation>
    </message>
    <message>
        <source>&amp;Remove Missing Files</source>
        <translation>Fehlende Dateien &amp;entfernen</translation>
    </message>
    <message>
        <source>Take the files that no longer exist off this list</source>
        <translation>Dateien, die es nicht mehr gibt, von der Liste nehmen</translation>
    </message>
</context>
<context>
    <name>askr::app::ServerRoster</name>
    <message>
        <source>Looking up the admin token for %1 in the keyring…</source>
        <translation>Das Admin-Token für %1 wird im Schlüsselbund gesucht …</translation>
    </message>
    <message>
        <source>the keyring</source>
        <translation>dem Schlüsselbund</translation>
    </message>
    <message>
        <source>the ASKR_ADMIN_TOKEN environment variable</source>
        <translation>der Umgebungsvariablen ASKR_ADMIN_TOKEN</translation>
    </message>
    <message>
        <source>The admin token for %1 is kept in the keyring now.</source>
        <translation>Das Admin-Token für %1 liegt jetzt im Schlüsselbund.</translation>
    </message>
    <message>
        <source>Token Not Remembered</source>
        <translation>Token nicht gespeichert</translation>
    </message>
    <message>
        <source>The admin token for %1 was not remembered: %2. It is kept until Askr Desk quits.</source>
        <translation>Das Admin-Token für %1 wurde nicht gespeichert: %2. Es bleibt erhalten, bis Askr Desk beendet wird.</translation>
    </message>
    <message>
        <source>Askr server %1 (admin plane)</source>
        <translation>Askr-Server %1 (Admin-Schnittstelle)</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>Graceful Reload</source>
        <translation>Schonendes Neuladen</translation>
    </message>
    <message>
        <source>Reload the workers of %1</source>
        <translation>Die Worker von %1 neu laden</translation>
    </message>
    <message>
        <source>Rolling &amp;Reload of All Servers…</source>
        <translation>Alle Server &amp;nacheinander neu laden …</translation>
    </message>
    <message>
        <source>Reload every open Askr server, one at a time: each must come back healthy with its rollout ok before the next; the first that does not stops it</source>
        <translation>Jeden geöffneten Askr-Server neu laden, einen nach dem anderen: jeder muss gesund mit Rollout ok zurückkommen, bevor der nächste dran ist; der erste, der das nicht tut, hält es an</translation>
    </message>
    <message>
        <source>Rolling Reload</source>
        <translation>Neuladen nacheinander</translation>
    </message>
    <message>
        <source>Reload these %1 servers one at a time, in this order?</source>
        <translation>Diese %1 Server einen nach dem anderen neu laden, in dieser Reihenfolge?</translation>
    </message>
    <message>
        <source>Each must answer /healthz 200 with its rollout ended ok before the next is reloaded. The first aborted, inconclusive or unhealthy server stops the run, and the servers after it are not touched.</source>
        <translation>Jeder muss /healthz mit 200 beantworten und seinen Rollout mit ok beendet haben, bevor der nächste neu geladen wird. Der erste abgebrochene, unklare oder kranke Server hält den Lauf an, und die Server danach bleiben unberührt.</translation>
    </message>
    <message>
        <source>Reload One at a Time</source>
        <translation>Einen nach dem anderen neu laden</translation>
    </message>
    <message>
        <source>Reload the workers of %1 (rolling reload, server %2 of %3)</source>
        <translation>Die Worker von %1 neu laden (nacheinander, Server %2 von %3)</translation>
    </message>
    <message>
        <source>Link to Database</source>
        <translation>Mit Datenbank verknüpfen</translation>
    </message>
    <message>
        <source>Open the database this server's queue uses first; then link them.</source>
        <translation>Öffnen Sie zuerst die Datenbank, die die Warteschlange dieses Servers nutzt; verknüpfen Sie sie dann.</translation>
    </message>
    <message>
        <source>%1 (its queues match the server's)</source>
        <translation>%1 (ihre Warteschlangen passen zu denen des Servers)</translation>
    </message>
    <message>
        <source>No database (unlink)</source>
        <translation>Keine Datenbank (Verknüpfung lösen)</translation>
    </message>
    <message>
        <source>The database whose queue %1 works:</source>
        <translation>Die Datenbank, deren Warteschlange %1 abarbeitet:</translation>
    </message>
    <message>
        <source>%1 (not open)</source>
        <translation>%1 (nicht geöffnet)</translation>
    </message>
    <message>
        <source>%1: %2 ready, oldest %3, %4 stuck</source>
        <translation>%1: %2 bereit, ältester %3, %4 hängen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>askr::app::Sidebar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All databases and servers</source>
        <translation>Alle Datenbanken und Server</translation>
    </message>
    <message>
        <source>All databases</source>
        <translation>Alle Datenbanken</translation>
    </message>
    <message>
        <source>Every open database side by side, with its health figures</source>
        <translation>Alle offenen Datenbanken nebeneinander, mit ihren Kennzahlen</translation>
    </message>
    <message>
        <source>%1
Mode: %2
%3</source>
        <translation>%1
Modus: %2
%3</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
</context>
<context>
    <name>askr::app::StatusArea</name>
    <message>
        <source>The database process stopped (%1); starting it again…</source>
        <translation>Der Datenbankprozess wurde beendet (%1); er wird neu gestartet…</translation>
    </message>
    <message>
        <source>The database process stopped at %1 and was started again; the open databases were reopened.</source>
        <translation>Der Datenbankprozess wurde um %1 beendet und neu gestartet; die geöffneten Datenbanken wurden wieder geöffnet.</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>Keine Datenbank</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) open</source>
        <translation>
            <numerusform>%n Datenbank geöffnet</numerusform>
            <numerusform>%n Datenbanken geöffnet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Refreshed %1 s ago</source>
        <translation>Vor %1 s aktualisiert</translation>
    </message>
    <message>
        <source>Not refreshed yet</source>
        <translation>Noch nicht aktualisiert</translation>
    </message>
    <message>
        <source>Querying the database…</source>
        <translation>Datenbank wird abgefragt …</translation>
    </message>
    <message>
        <source>Askr server</source>
        <translation>Askr-Server</translation>
    </message>
    <message>
        <source>Read %1 s ago</source>
        <translation>Vor %1 s gelesen</translation>
    </message>
    <message>
        <source>Not read yet</source>
        <translation>Noch nicht gelesen</translation>
    </message>
</context>
<context>
    <name>askr::app::TokenStore</name>
    <message>
        <source>the keyring refused access (%1)</source>
        <translation>der Schlüsselbund hat den Zugriff verweigert (%1)</translation>
    </message>
    <message>
        <source>no keyring answered (a Secret Service such as GNOME Keyring, or KWallet, on the session's D-Bus): %1</source>
        <translation>kein Schlüsselbund hat geantwortet (ein Secret Service wie GNOME Keyring oder KWallet auf dem D-Bus der Sitzung): %1</translation>
    </message>
</context>
<context>
    <name>askr::app::Workspace</name>
    <message>
        <source>The token for %1 is kept in the keyring now.</source>
        <translation>Das Token für %1 liegt jetzt im Schlüsselbund.</translation>
    </message>
    <message>
        <source>%1 is already open (%2), as %3; it was not opened again. Use File ▸ Reopen As to open it another way.</source>
        <translation>%1 ist bereits geöffnet (%2), als %3; sie wurde nicht noch einmal geöffnet. Mit Datei ▸ Erneut öffnen als lässt sie sich anders öffnen.</translation>
    </message>
    <message>
        <source>Looking up the token for %1 in the keyring…</source>
        <translation>Token für %1 wird im Schlüsselbund gesucht …</translation>
    </message>
    <message>
        <source>No remembered token for %1: %2.</source>
        <translation>Kein gespeichertes Token für %1: %2.</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>%1 kann nicht erstellt werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Created the tables of %n primitive(s).</source>
        <translation>
            <numerusform>Die Tabellen von %n Primitiv wurden erstellt.</numerusform>
            <numerusform>Die Tabellen von %n Primitiven wurden erstellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the integrity of %1…</source>
        <translation>Integrität von %1 wird geprüft …</translation>
    </message>
    <message>
        <source>Check Integrity</source>
        <translation>Integrität prüfen</translation>
    </message>
    <message>
        <source>The integrity check of %1 could not run: %2</source>
        <translation>Die Integritätsprüfung von %1 konnte nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>Open Application</source>
        <translation>Anwendung öffnen</translation>
    </message>
    <message>
        <source>None of the askr tables of %1 can be seen from here:</source>
        <translation>Keine der askr-Tabellen von %1 ist von hier aus zu sehen:</translation>
    </message>
</context>
<context>
    <name>askr::app::WorkspaceDialogs</name>
    <message>
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>Open Database Read-Only</source>
        <translation>Datenbank schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.sqlite *.sqlite3 *.db *.db3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.sqlite3 *.db *.db3)</source>
        <translation>SQLite-Datenbanken (*.sqlite *.sqlite3 *.db *.db3)</translation>
    </message>
    <message>
        <source>%1 already exists; nothing was changed. Open it instead, or choose another name.</source>
        <translation>%1 existiert bereits; nichts wurde geändert. Öffnen Sie die Datei stattdessen oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Token Not Remembered</source>
        <translation>Token nicht gespeichert</translation>
    </message>
    <message>
        <source>The token for %1 was not remembered: %2.

It is kept until Askr Desk quits, and asked for again next time. Askr Desk never writes it to its settings file.</source>
        <translation>Das Token für %1 wurde nicht gespeichert: %2.

Es bleibt erhalten, bis Askr Desk beendet wird, und wird beim nächsten Mal erneut abgefragt. Askr Desk schreibt es nie in seine Einstellungsdatei.</translation>
    </message>
    <message numerus="yes">
        <source>%n server token(s) that an older version of Askr Desk kept in its settings file moved to your desktop's keyring, and were removed from the file.</source>
        <translation>
            <numerusform>%n Server-Token, das eine ältere Version von Askr Desk in ihrer Einstellungsdatei aufbewahrte, liegt jetzt im Schlüsselbund Ihres Desktops und wurde aus der Datei entfernt.</numerusform>
            <numerusform>%n Server-Tokens, die eine ältere Version von Askr Desk in ihrer Einstellungsdatei aufbewahrte, liegen jetzt im Schlüsselbund Ihres Desktops und wurden aus der Datei entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server token(s) stay in Askr Desk's settings file (readable by you only), because %1. They move to the keyring at a start where one answers.</source>
        <translation>
            <numerusform>%n Server-Token bleibt in der Einstellungsdatei von Askr Desk (nur für Sie lesbar), denn %1. Es wandert bei einem Start in den Schlüsselbund, bei dem einer antwortet.</numerusform>
            <numerusform>%n Server-Tokens bleiben in der Einstellungsdatei von Askr Desk (nur für Sie lesbar), denn %1. Sie wandern bei einem Start in den Schlüsselbund, bei dem einer antwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remembered Tokens</source>
        <translation>Gespeicherte Tokens</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>The demo database could not be created: %1</source>
        <translation>Die Demo-Datenbank konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>Add Missing Tables</source>
        <translation>Fehlende Tabellen hinzufügen</translation>
    </message>
    <message>
        <source>Nothing is missing: the queue, cache and pub/sub tables are all here.</source>
        <translation>Nichts fehlt: Die Tabellen für Warteschlange, Cache und Pub/Sub sind alle vorhanden.</translation>
    </message>
    <message>
        <source>Create what is missing for: %1 in %2? Existing tables are never altered.</source>
        <translation>Fehlende Tabellen für %1 in %2 anlegen? Bestehende Tabellen werden nie verändert.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Damaged Database</source>
        <translation>Beschädigte Datenbank</translation>
    </message>
    <message>
        <source>Reading %1 failed:
%2

Run an integrity check now? It reads the whole file and changes nothing.</source>
        <translation>Lesen von %1 fehlgeschlagen:
%2

Jetzt eine Integritätsprüfung ausführen? Sie liest die ganze Datei und ändert nichts.</translation>
    </message>
    <message>
        <source>Check Integrity</source>
        <translation>Integrität prüfen</translation>
    </message>
    <message>
        <source>Reopen Read-Write</source>
        <translation>Mit Schreibzugriff erneut öffnen</translation>
    </message>
    <message>
        <source>Actions will then change the database on %1 for everyone who uses it. If that server is a replica, it forwards every change to its primary, which is what is written.

Reopen it read-write?</source>
        <translation>Aktionen ändern dann die Datenbank auf %1 für alle, die sie nutzen. Ist dieser Server ein Replikat, leitet er jede Änderung an seinen Primärserver weiter, und dieser wird geschrieben.

Mit Schreibzugriff erneut öffnen?</translation>
    </message>
    <message>
        <source>Open Laravel Application</source>
        <translation>Laravel-Anwendung öffnen</translation>
    </message>
</context>
<context>
    <name>askr::cli</name>
    <message>
        <source>For a server (http://, https://, libsql://): read its token from FILE. Without it, the ASKR_TOKEN environment variable is used.</source>
        <translation>Für einen Server (http://, https://, libsql://): sein Token aus DATEI lesen. Ohne diese Option wird die Umgebungsvariable ASKR_TOKEN verwendet.</translation>
    </message>
    <message>
        <source>The SQLite database file, or a libSQL server's address (http://HOST:PORT, libsql://HOST).</source>
        <translation>Die SQLite-Datenbankdatei oder die Adresse eines libSQL-Servers (http://HOST:PORT, libsql://HOST).</translation>
    </message>
    <message>
        <source>Cannot read the token file %1: %2.</source>
        <translation>Die Token-Datei %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The token file %1 is empty.</source>
        <translation>Die Token-Datei %1 ist leer.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>expired %1 ago</source>
        <translation>vor %1 abgelaufen</translation>
    </message>
    <message>
        <source>Print at most this many %1 (default 100).</source>
        <translation>Höchstens so viele %1 ausgeben (Standard: 100).</translation>
    </message>
    <message>
        <source>Only keys matching this GLOB pattern (case-sensitive), e.g. 'laravel_cache_user:*'.</source>
        <translation>Nur Schlüssel, die auf dieses GLOB-Muster passen (Groß-/Kleinschreibung beachten), z. B. 'laravel_cache_user:*'.</translation>
    </message>
    <message>
        <source>Only keys containing this text (case-sensitive).</source>
        <translation>Nur Schlüssel, die diesen Text enthalten (Groß-/Kleinschreibung beachten).</translation>
    </message>
    <message>
        <source>Start after this key (the last key of the previous page).</source>
        <translation>Nach diesem Schlüssel beginnen (dem letzten Schlüssel der vorigen Seite).</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYP</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <source>EXPIRES</source>
        <translation>ABLAUF</translation>
    </message>
    <message>
        <source>TAGS</source>
        <translation>TAGS</translation>
    </message>
    <message>
        <source>No keys match.</source>
        <translation>Keine passenden Schlüssel.</translation>
    </message>
    <message>
        <source>The cache key as askr-deskctl prints it: \xNN is a byte, \\ a backslash.</source>
        <translation type="vanished">Der Cache-Schlüssel, wie askr-deskctl ihn ausgibt: \xNN ist ein Byte, \\ ein Backslash.</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>einen Schlüssel</translation>
    </message>
    <message>
        <source>No live entry %1: it is missing or expired. List keys with: askr-deskctl keys %2</source>
        <translation>Kein gültiger Eintrag %1: Er fehlt oder ist abgelaufen. Schlüssel auflisten mit: askr-deskctl keys %2</translation>
    </message>
    <message>
        <source>locks</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>OWNER</source>
        <translation>BESITZER</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>No locks.</source>
        <translation>Keine Sperren.</translation>
    </message>
    <message>
        <source>a lock key</source>
        <translation>einen Sperrschlüssel</translation>
    </message>
    <message>
        <source>There is no entry %1. List the locks with: askr-deskctl locks %2</source>
        <translation>Es gibt keinen Eintrag %1. Sperren auflisten mit: askr-deskctl locks %2</translation>
    </message>
    <message>
        <source>List the keys of this tag instead of the tags.</source>
        <translation>Die Schlüssel dieses Tags statt der Tags auflisten.</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>PRESENT</source>
        <translation>VORHANDEN</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Tag %1 names no keys.</source>
        <translation>Tag %1 verweist auf keine Schlüssel.</translation>
    </message>
    <message>
        <source>TAG</source>
        <translation>TAG</translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>No tags.</source>
        <translation>Keine Tags.</translation>
    </message>
    <message>
        <source>The tag to flush.</source>
        <translation>Das zu leerende Tag.</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>ein Tag</translation>
    </message>
    <message>
        <source>'%1' is not an id: ids are whole numbers above 0.</source>
        <translation>'%1' ist keine ID: IDs sind ganze Zahlen größer als 0.</translation>
    </message>
    <message>
        <source>Nothing was changed (--dry-run).</source>
        <translation>Nichts wurde geändert (--dry-run).</translation>
    </message>
    <message>
        <source>Usage: askr-deskctl VERB DATABASE [options]

Watch and operate the job queue, cache and pub/sub log that a Redis-free PHP stack keeps in SQLite.

Verbs:
</source>
        <translation>Aufruf: askr-deskctl VERB DATENBANK [Optionen]

Die Job-Warteschlange, den Cache und das Pub/Sub-Protokoll beobachten und bedienen, die ein Redis-freier PHP-Stack in SQLite führt.

Verben:
</translation>
    </message>
    <message>
        <source>
Every verb takes --json (one JSON document), --read-only and --help.
Exit codes: 0 success, 1 error (message on stderr), 2 usage error.
See 'askr-deskctl VERB --help' for a verb's options.
</source>
        <translation>
Jedes Verb akzeptiert --json (ein JSON-Dokument), --read-only und --help.
Exit-Codes: 0 Erfolg, 1 Fehler (Meldung auf stderr), 2 Aufruffehler.
Die Optionen eines Verbs zeigt 'askr-deskctl VERB --help'.
</translation>
    </message>
    <message>
        <source>Use these unix seconds as the current time (for reproducible output).</source>
        <translation>Diese Unix-Sekunden als aktuelle Zeit verwenden (für reproduzierbare Ausgaben).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Print one JSON document instead of a table.</source>
        <translation>Ein JSON-Dokument statt einer Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>Open the database read-only; a verb that changes data is refused.</source>
        <translation>Die Datenbank schreibgeschützt öffnen; ein Verb, das Daten ändert, wird abgelehnt.</translation>
    </message>
    <message>
        <source>Print the exact number of rows it would change, and change nothing.</source>
        <translation>Die genaue Anzahl der Zeilen ausgeben, die sich ändern würden, und nichts ändern.</translation>
    </message>
    <message>
        <source>Usage: askr-deskctl %1 DATABASE%2 [options]</source>
        <translation>Aufruf: askr-deskctl %1 DATENBANK%2 [Optionen]</translation>
    </message>
    <message>
        <source>'%1' needs the database file: askr-deskctl %1 DATABASE %2</source>
        <translation>'%1' benötigt die Datenbankdatei: askr-deskctl %1 DATENBANK %2</translation>
    </message>
    <message>
        <source>Unexpected argument '%1'.</source>
        <translation>Unerwartetes Argument '%1'.</translation>
    </message>
    <message>
        <source>--now wants unix seconds, not '%1'.</source>
        <translation>--now erwartet Unix-Sekunden, nicht '%1'.</translation>
    </message>
    <message>
        <source>Run 'askr-deskctl %1 --help' for its options.</source>
        <translation>Die Optionen zeigt 'askr-deskctl %1 --help'.</translation>
    </message>
    <message>
        <source>askr-deskctl: unknown verb '%1'.</source>
        <translation>askr-deskctl: Unbekanntes Verb '%1'.</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>unusable: %1</source>
        <translation>unbrauchbar: %1</translation>
    </message>
    <message>
        <source>%1: %2 ready, %3 delayed, %4 reserved, %5 failed</source>
        <translation>%1: %2 bereit, %3 verzögert, %4 reserviert, %5 fehlgeschlagen</translation>
    </message>
    <message>
        <source>; the oldest ready job has waited %1</source>
        <translation>; der älteste bereite Job wartet seit %1</translation>
    </message>
    <message>
        <source>%1, %2 expired, %3 of values; %4 (%5 stale), %6</source>
        <translation>%1, %2 abgelaufen, %3 an Werten; %4 (%5 veraltet), %6</translation>
    </message>
    <message>
        <source>%1 on %2, head %3; %4</source>
        <translation>%1 auf %2, Kopf %3; %4</translation>
    </message>
    <message>
        <source>, the furthest behind is %1 with a lag of %2</source>
        <translation>, am weitesten zurück liegt %1 mit einem Rückstand von %2</translation>
    </message>
    <message>
        <source>database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Nothing was changed: 'init' writes the schemas and --read-only was given.</source>
        <translation>Nichts wurde geändert: 'init' schreibt die Schemata, aber --read-only wurde angegeben.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist; create it first.</source>
        <translation>Der Ordner %1 existiert nicht; erstellen Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>Could not create %1: %2.</source>
        <translation>%1 konnte nicht erstellt werden: %2.</translation>
    </message>
    <message>
        <source>%1 already holds %2; init only installs into a new or empty database. Nothing was changed.</source>
        <translation>%1 enthält bereits %2; init installiert nur in eine neue oder leere Datenbank. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Installed the queue, cache and pub/sub tables into %1 (journal mode %2).</source>
        <translation>Die Tabellen für Warteschlange, Cache und Pub/Sub wurden in %1 installiert (Journal-Modus %2).</translation>
    </message>
    <message>
        <source>Contract operations per second, all actors together (default 50).</source>
        <translation>Vertragsoperationen pro Sekunde, alle Akteure zusammen (Standard: 50).</translation>
    </message>
    <message>
        <source>Run this long: 90, 90s, 15m, 2h (default 10s); 0 runs until interrupted.</source>
        <translation>So lange laufen: 90, 90s, 15m, 2h (Standard: 10s); 0 läuft bis zur Unterbrechung.</translation>
    </message>
    <message>
        <source>Seed of every actor's choices (default 1).</source>
        <translation>Startwert für die Entscheidungen aller Akteure (Standard: 1).</translation>
    </message>
    <message>
        <source>Queue workers, each with its own connection (default 3).</source>
        <translation>Warteschlangen-Worker, jeder mit eigener Verbindung (Standard: 3).</translation>
    </message>
    <message>
        <source>First write an hour of past activity, as the demo does.</source>
        <translation>Zuerst eine Stunde vergangener Aktivität schreiben, wie die Demo es tut.</translation>
    </message>
    <message>
        <source>Nothing was changed: 'simulate' writes a workload and --read-only was given.</source>
        <translation>Nichts wurde geändert: 'simulate' schreibt eine Last, aber --read-only wurde angegeben.</translation>
    </message>
    <message>
        <source>last error</source>
        <translation>letzter Fehler</translation>
    </message>
    <message>
        <source>Simulated %1 s on %2 at %3 operations per second%4.</source>
        <translation>%1 s auf %2 mit %3 Operationen pro Sekunde simuliert%4.</translation>
    </message>
    <message>
        <source> (schemas installed first)</source>
        <translation> (Schemata zuerst installiert)</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1s</translation>
    </message>
    <message>
        <source>%1m%2s</source>
        <translation>%1m%2s</translation>
    </message>
    <message>
        <source>%1h%2m</source>
        <translation>%1h%2m</translation>
    </message>
    <message>
        <source>%1d%2h</source>
        <translation>%1d%2h</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>CHANNEL</source>
        <translation>KANAL</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>EREIGNISSE</translation>
    </message>
    <message>
        <source>FIRST SEQ</source>
        <translation>ERSTE SEQ</translation>
    </message>
    <message>
        <source>LAST SEQ</source>
        <translation>LETZTE SEQ</translation>
    </message>
    <message>
        <source>LAST EVENT</source>
        <translation>LETZTES EREIGNIS</translation>
    </message>
    <message>
        <source>No channels: the event log is empty.</source>
        <translation>Keine Kanäle: Das Ereignisprotokoll ist leer.</translation>
    </message>
    <message>
        <source>Only events of this channel.</source>
        <translation>Nur Ereignisse dieses Kanals.</translation>
    </message>
    <message>
        <source>Events after this sequence number, oldest first (default: the newest events).</source>
        <translation>Ereignisse nach dieser Sequenznummer, älteste zuerst (Standard: die neuesten Ereignisse).</translation>
    </message>
    <message>
        <source>Only events whose payload contains this text (case-sensitive).</source>
        <translation>Nur Ereignisse, deren Nutzdaten diesen Text enthalten (Groß-/Kleinschreibung beachten).</translation>
    </message>
    <message>
        <source>Print at most this many events (default 50); with --follow, stop after this many.</source>
        <translation>Höchstens so viele Ereignisse ausgeben (Standard: 50); mit --follow nach so vielen aufhören.</translation>
    </message>
    <message>
        <source>Keep printing new events as they are published, one JSON object a line, until interrupted.</source>
        <translation>Neue Ereignisse bei ihrer Veröffentlichung fortlaufend ausgeben, ein JSON-Objekt pro Zeile, bis zur Unterbrechung.</translation>
    </message>
    <message>
        <source>With --follow, check for new events this often, in milliseconds (default 250).</source>
        <translation>Mit --follow so oft nach neuen Ereignissen sehen, in Millisekunden (Standard: 250).</translation>
    </message>
    <message>
        <source>Waiting for a writer to open %1: %2</source>
        <translation>Warten, bis ein Schreiber %1 öffnet: %2</translation>
    </message>
    <message>
        <source>SEQ</source>
        <translation>SEQ</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>EREIGNIS</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>ERSTELLT</translation>
    </message>
    <message>
        <source>No events match.</source>
        <translation>Keine passenden Ereignisse.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>CURSOR</source>
        <translation>CURSOR</translation>
    </message>
    <message>
        <source>HEAD</source>
        <translation>KOPF</translation>
    </message>
    <message>
        <source>LAG</source>
        <translation>RÜCKSTAND</translation>
    </message>
    <message>
        <source>OLDEST UNREAD</source>
        <translation>ÄLTESTES UNGELESENES</translation>
    </message>
    <message>
        <source>LAST ACK</source>
        <translation>LETZTE BESTÄTIGUNG</translation>
    </message>
    <message>
        <source>No durable subscribers.</source>
        <translation>Keine dauerhaften Abonnenten.</translation>
    </message>
    <message>
        <source>Delete events older than this: 90, 90s, 15m, 2h, 7d.</source>
        <translation>Ereignisse löschen, die älter sind als: 90, 90s, 15m, 2h, 7d.</translation>
    </message>
    <message>
        <source>Keep the newest N events and delete the rest.</source>
        <translation>Die neuesten N Ereignisse behalten und den Rest löschen.</translation>
    </message>
    <message>
        <source>Give exactly one of --age DURATION or --keep-last N.</source>
        <translation>Geben Sie genau eines an: --age DAUER oder --keep-last N.</translation>
    </message>
    <message>
        <source>Subscriber %1 would lose %2.</source>
        <translation>Abonnent %1 würde %2 verlieren.</translation>
    </message>
    <message>
        <source>Only jobs of this queue.</source>
        <translation>Nur Jobs dieser Warteschlange.</translation>
    </message>
    <message>
        <source>Only jobs whose payload's displayName is exactly this, e.g. App\Jobs\SendWelcomeEmail.</source>
        <translation>Nur Jobs, deren displayName in den Nutzdaten genau so lautet, z. B. App\Jobs\SendWelcomeEmail.</translation>
    </message>
    <message>
        <source>Only failed jobs whose exception contains this text (case-sensitive).</source>
        <translation>Nur fehlgeschlagene Jobs, deren Ausnahme diesen Text enthält (Groß-/Kleinschreibung beachten).</translation>
    </message>
    <message>
        <source>Only jobs that failed at or after this time: 15m, 2h, 7d ago, @UNIX or an ISO date.</source>
        <translation>Nur Jobs, die zu oder nach diesem Zeitpunkt fehlgeschlagen sind: vor 15m, 2h, 7d, @UNIX oder ein ISO-Datum.</translation>
    </message>
    <message>
        <source>Only jobs that failed at or before this time.</source>
        <translation>Nur Jobs, die zu oder vor diesem Zeitpunkt fehlgeschlagen sind.</translation>
    </message>
    <message>
        <source>Ids of %1.</source>
        <translation>IDs von %1.</translation>
    </message>
    <message>
        <source>Comma-separated ids of %1 (ids may also follow the database).</source>
        <translation>Kommagetrennte IDs von %1 (IDs dürfen auch nach der Datenbank folgen).</translation>
    </message>
    <message>
        <source>Every one of %1; needed when no ids and no filter are given.</source>
        <translation>Alle %1; nötig, wenn weder IDs noch ein Filter angegeben sind.</translation>
    </message>
    <message>
        <source>Say which rows '%1' acts on: ids, filter options (%2) or --all; exactly one of these.</source>
        <translation>Geben Sie an, auf welche Zeilen '%1' wirkt: IDs, Filteroptionen (%2) oder --all; genau eines davon.</translation>
    </message>
    <message>
        <source>QUEUE</source>
        <translation>WARTESCHLANGE</translation>
    </message>
    <message>
        <source>READY</source>
        <translation>BEREIT</translation>
    </message>
    <message>
        <source>DELAYED</source>
        <translation>VERZÖGERT</translation>
    </message>
    <message>
        <source>RESERVED</source>
        <translation>RESERVIERT</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>OLDEST READY</source>
        <translation>ÄLTESTER BEREITER</translation>
    </message>
    <message>
        <source>No queues: there are no jobs and no failed jobs.</source>
        <translation>Keine Warteschlangen: Es gibt weder Jobs noch fehlgeschlagene Jobs.</translation>
    </message>
    <message>
        <source>Only jobs in this state: ready, delayed or reserved.</source>
        <translation>Nur Jobs in diesem Zustand: ready, delayed oder reserved.</translation>
    </message>
    <message>
        <source>Only jobs whose payload's displayName is exactly this.</source>
        <translation>Nur Jobs, deren displayName in den Nutzdaten genau so lautet.</translation>
    </message>
    <message>
        <source>Only jobs whose payload contains this text (case-sensitive).</source>
        <translation>Nur Jobs, deren Nutzdaten diesen Text enthalten (Groß-/Kleinschreibung beachten).</translation>
    </message>
    <message>
        <source>Only jobs created at or after this time: 15m, 2h, 7d ago, @UNIX or an ISO date.</source>
        <translation>Nur Jobs, die zu oder nach diesem Zeitpunkt erstellt wurden: vor 15m, 2h, 7d, @UNIX oder ein ISO-Datum.</translation>
    </message>
    <message>
        <source>Print at most this many jobs (default 50).</source>
        <translation>Höchstens so viele Jobs ausgeben (Standard: 50).</translation>
    </message>
    <message>
        <source>Start after this job id (the last id of the previous page).</source>
        <translation>Nach dieser Job-ID beginnen (der letzten ID der vorigen Seite).</translation>
    </message>
    <message>
        <source>--state is one of ready, delayed or reserved, not '%1'.</source>
        <translation>--state ist ready, delayed oder reserved, nicht '%1'.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>JOB</source>
        <translation>JOB</translation>
    </message>
    <message>
        <source>PRIORITY</source>
        <translation>PRIORITÄT</translation>
    </message>
    <message>
        <source>ATTEMPTS</source>
        <translation>VERSUCHE</translation>
    </message>
    <message>
        <source>AVAILABLE</source>
        <translation>VERFÜGBAR</translation>
    </message>
    <message>
        <source>No jobs match.</source>
        <translation>Keine passenden Jobs.</translation>
    </message>
    <message>
        <source>Print at most this many failed jobs (default 50).</source>
        <translation>Höchstens so viele fehlgeschlagene Jobs ausgeben (Standard: 50).</translation>
    </message>
    <message>
        <source>Start after this failed-job id (the last id of the previous page).</source>
        <translation>Nach dieser ID eines fehlgeschlagenen Jobs beginnen (der letzten ID der vorigen Seite).</translation>
    </message>
    <message>
        <source>Print one failed job in full: payload and whole exception.</source>
        <translation>Einen fehlgeschlagenen Job vollständig ausgeben: Nutzdaten und ganze Ausnahme.</translation>
    </message>
    <message>
        <source>There is no failed job %1. List them with: askr-deskctl failed %2</source>
        <translation>Es gibt keinen fehlgeschlagenen Job %1. Auflisten mit: askr-deskctl failed %2</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>uuid</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <source>exception</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>EXCEPTION</source>
        <translation>AUSNAHME</translation>
    </message>
    <message>
        <source>No failed jobs match.</source>
        <translation>Keine passenden fehlgeschlagenen Jobs.</translation>
    </message>
    <message>
        <source>the failed jobs</source>
        <translation>die fehlgeschlagenen Jobs</translation>
    </message>
    <message>
        <source>Only reserved jobs of this queue.</source>
        <translation>Nur reservierte Jobs dieser Warteschlange.</translation>
    </message>
    <message>
        <source>Only reserved jobs whose payload's displayName is exactly this.</source>
        <translation>Nur reservierte Jobs, deren displayName in den Nutzdaten genau so lautet.</translation>
    </message>
    <message>
        <source>Only reserved jobs whose payload contains this text (case-sensitive).</source>
        <translation>Nur reservierte Jobs, deren Nutzdaten diesen Text enthalten (Groß-/Kleinschreibung beachten).</translation>
    </message>
    <message>
        <source>the reserved jobs</source>
        <translation>die reservierten Jobs</translation>
    </message>
    <message>
        <source>List cache keys with size, type, expiry and tag count.</source>
        <translation>Cache-Schlüssel mit Größe, Typ, Ablauf und Anzahl der Tags auflisten.</translation>
    </message>
    <message>
        <source>Print a live cache value (\xNN in KEY is a byte).</source>
        <translation>Einen gültigen Cache-Wert ausgeben (\xNN in KEY ist ein Byte).</translation>
    </message>
    <message>
        <source>List the tags with their key counts, or one tag's keys with --tag.</source>
        <translation>Die Tags mit der Anzahl ihrer Schlüssel auflisten, oder mit --tag die Schlüssel eines Tags.</translation>
    </message>
    <message>
        <source>Delete every entry that carries a tag, and the tag.</source>
        <translation>Jeden Eintrag mit einem Tag löschen, und das Tag.</translation>
    </message>
    <message>
        <source>Delete the expired entries, giving their space back.</source>
        <translation>Die abgelaufenen Einträge löschen und ihren Platz freigeben.</translation>
    </message>
    <message>
        <source>%1 queue</source>
        <translation>%1 Warteschlange</translation>
    </message>
    <message>
        <source>%1 queues</source>
        <translation>%1 Warteschlangen</translation>
    </message>
    <message>
        <source>%1 live key</source>
        <translation>%1 gültiger Schlüssel</translation>
    </message>
    <message>
        <source>%1 live keys</source>
        <translation>%1 gültige Schlüssel</translation>
    </message>
    <message>
        <source>%1 lock</source>
        <translation>%1 Sperre</translation>
    </message>
    <message>
        <source>%1 locks</source>
        <translation>%1 Sperren</translation>
    </message>
    <message>
        <source>%1 tag</source>
        <translation>%1 Tag</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation>%1 Tags</translation>
    </message>
    <message>
        <source>%1 event</source>
        <translation>%1 Ereignis</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 Ereignisse</translation>
    </message>
    <message>
        <source>%1 channel</source>
        <translation>%1 Kanal</translation>
    </message>
    <message>
        <source>%1 channels</source>
        <translation>%1 Kanäle</translation>
    </message>
    <message>
        <source>%1 subscriber</source>
        <translation>%1 Abonnent</translation>
    </message>
    <message>
        <source>%1 subscribers</source>
        <translation>%1 Abonnenten</translation>
    </message>
    <message>
        <source>%1 schema object</source>
        <translation>%1 Schemaobjekt</translation>
    </message>
    <message>
        <source>%1 schema objects</source>
        <translation>%1 Schemaobjekte</translation>
    </message>
    <message>
        <source>Install the queue, cache and pub/sub tables into a new or empty database.</source>
        <translation>Die Tabellen für Warteschlange, Cache und Pub/Sub in eine neue oder leere Datenbank installieren.</translation>
    </message>
    <message>
        <source>Run a Laravel-like workload on the database, for demos and load tests.</source>
        <translation>Eine Laravel-ähnliche Last auf der Datenbank laufen lassen, für Vorführungen und Lasttests.</translation>
    </message>
    <message>
        <source>Would delete %1 event.</source>
        <translation>Würde %1 Ereignis löschen.</translation>
    </message>
    <message>
        <source>Would delete %1 events.</source>
        <translation>Würde %1 Ereignisse löschen.</translation>
    </message>
    <message>
        <source>%1 unread event</source>
        <translation>%1 ungelesenes Ereignis</translation>
    </message>
    <message>
        <source>%1 unread events</source>
        <translation>%1 ungelesene Ereignisse</translation>
    </message>
    <message>
        <source>List the channels with their event counts and newest event.</source>
        <translation>Die Kanäle mit der Anzahl ihrer Ereignisse und dem neuesten Ereignis auflisten.</translation>
    </message>
    <message>
        <source>List events (newest, or after --after), or --follow new ones as JSON Lines.</source>
        <translation>Ereignisse auflisten (die neuesten oder die nach --after), oder mit --follow neue als JSON Lines verfolgen.</translation>
    </message>
    <message>
        <source>List the durable subscribers with their cursor and lag.</source>
        <translation>Die dauerhaften Abonnenten mit Cursor und Rückstand auflisten.</translation>
    </message>
    <message>
        <source>Delete old events: --age DURATION or --keep-last N.</source>
        <translation>Alte Ereignisse löschen: --age DAUER oder --keep-last N.</translation>
    </message>
    <message>
        <source>List waiting, delayed and reserved jobs, oldest first.</source>
        <translation>Wartende, verzögerte und reservierte Jobs auflisten, die ältesten zuerst.</translation>
    </message>
    <message>
        <source>List failed jobs (the dead letters), or show one with --id.</source>
        <translation>Fehlgeschlagene Jobs auflisten, oder mit --id einen zeigen.</translation>
    </message>
    <message>
        <source>Move failed jobs back to their queues: by ids, by filter or --all.</source>
        <translation>Fehlgeschlagene Jobs zurück in ihre Warteschlangen verschieben: nach IDs, nach Filter oder --all.</translation>
    </message>
    <message>
        <source>Delete failed jobs: by ids, by filter or --all.</source>
        <translation>Fehlgeschlagene Jobs löschen: nach IDs, nach Filter oder --all.</translation>
    </message>
    <message>
        <source>Clear reservations so that jobs can be claimed again: by ids, by filter or --all.</source>
        <translation>Reservierungen aufheben, damit Jobs erneut abgeholt werden können: nach IDs, nach Filter oder --all.</translation>
    </message>
    <message>
        <source>%1 holds %2, not a lock owner token; nothing was removed.</source>
        <translation>%1 enthält %2, kein Besitzer-Token einer Sperre; nichts wurde entfernt.</translation>
    </message>
    <message>
        <source>Write the value's exact bytes and nothing else (without it, PHP-serialized and JSON values are shown decoded).</source>
        <translation>Genau die Bytes des Werts schreiben und sonst nichts (ohne diese Option werden PHP-serialisierte und JSON-Werte dekodiert gezeigt).</translation>
    </message>
    <message>
        <source>; %1 done and %2 failed a minute, %3</source>
        <translation>; %1 erledigt und %2 fehlgeschlagen pro Minute, %3</translation>
    </message>
    <message>
        <source>; no rates: %1</source>
        <translation>; keine Raten: %1</translation>
    </message>
    <message>
        <source>%1 is %2: %3</source>
        <translation>%1 ist %2: %3</translation>
    </message>
    <message>
        <source>problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>A summary per primitive: queue (with rates and problems), cache and pub/sub.</source>
        <translation>Eine Zusammenfassung je Primitiv: Warteschlange (mit Raten und Problemen), Cache und Pub/Sub.</translation>
    </message>
    <message>
        <source>no history: Askr Desk has not watched this database on this machine</source>
        <translation>kein Verlauf: Askr Desk hat diese Datenbank auf diesem Rechner nicht beobachtet</translation>
    </message>
    <message>
        <source>no recent history: Askr Desk has not watched this database in the last %1</source>
        <translation>kein aktueller Verlauf: Askr Desk hat diese Datenbank in den letzten %1 nicht beobachtet</translation>
    </message>
    <message>
        <source>too little history yet</source>
        <translation>noch zu wenig Verlauf</translation>
    </message>
    <message>
        <source>the history file could not be read (%1)</source>
        <translation>die Verlaufsdatei konnte nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>hängt</translation>
    </message>
    <message>
        <source>not keeping up</source>
        <translation>kommt nicht nach</translation>
    </message>
    <message>
        <source>behind</source>
        <translation>im Rückstand</translation>
    </message>
    <message>
        <source>overdue</source>
        <translation>überfällig</translation>
    </message>
    <message>
        <source>DONE/MIN</source>
        <translation>ERLEDIGT/MIN</translation>
    </message>
    <message>
        <source>FAILED/MIN</source>
        <translation>FEHLGESCHLAGEN/MIN</translation>
    </message>
    <message>
        <source>HEALTH</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <source>Rates %1.</source>
        <translation>Raten %1.</translation>
    </message>
    <message>
        <source>No rates: %1; --sample 30s measures them.</source>
        <translation>Keine Raten: %1; --sample 30s misst sie.</translation>
    </message>
    <message>
        <source>RESERVED UNTIL</source>
        <translation>RESERVIERT BIS</translation>
    </message>
    <message>
        <source>Jobs per queue by state, failed jobs, the oldest ready job's wait, rates and a diagnosis.</source>
        <translation>Jobs je Warteschlange nach Zustand, fehlgeschlagene Jobs, die Wartezeit des ältesten bereiten Jobs, Raten und eine Diagnose.</translation>
    </message>
    <message>
        <source>Only failed jobs whose exception has this signature: its first line with each number or hex id written # and each quoted value ? (see failed --group-by exception).</source>
        <translation>Nur fehlgeschlagene Jobs, deren Ausnahme diese Signatur hat: ihre erste Zeile, jede Zahl und Hex-ID als # und jeder Wert in Anführungszeichen als ? geschrieben (siehe failed --group-by exception).</translation>
    </message>
    <message>
        <source>Print groups instead of failed jobs: by job (the displayName) or by exception (its first line, numbers and hex ids written #, quoted values ?), largest first.</source>
        <translation>Gruppen statt fehlgeschlagener Jobs ausgeben: nach Job (displayName) oder nach Ausnahme (ihre erste Zeile, Zahlen und Hex-IDs als #, Werte in Anführungszeichen als ?), die größten zuerst.</translation>
    </message>
    <message>
        <source>--group-by takes job or exception, not %1.</source>
        <translation>--group-by nimmt job oder exception, nicht %1.</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>ANZAHL</translation>
    </message>
    <message>
        <source>FIRST</source>
        <translation>ERSTER</translation>
    </message>
    <message>
        <source>LAST</source>
        <translation>LETZTER</translation>
    </message>
    <message>
        <source>SIGNATURE</source>
        <translation>SIGNATUR</translation>
    </message>
    <message>
        <source>Print at most this many entries, newest first (default 50).</source>
        <translation>Höchstens so viele Einträge ausgeben, die neuesten zuerst (Standard 50).</translation>
    </message>
    <message>
        <source>Start before this entry id (the last id of the previous page).</source>
        <translation>Vor dieser Eintrags-ID beginnen (die letzte ID der vorigen Seite).</translation>
    </message>
    <message>
        <source>Print a table (the default), csv or json (the same as --json).</source>
        <translation>Eine Tabelle (Standard), csv oder json (wie --json) ausgeben.</translation>
    </message>
    <message>
        <source>--format is one of table, csv or json, not '%1'.</source>
        <translation>--format ist table, csv oder json, nicht „%1“.</translation>
    </message>
    <message>
        <source>WHEN</source>
        <translation>WANN</translation>
    </message>
    <message>
        <source>FROM</source>
        <translation>VON</translation>
    </message>
    <message>
        <source>DATABASE</source>
        <translation>DATENBANK</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>AKTION</translation>
    </message>
    <message>
        <source>PREVIEWED</source>
        <translation>VORSCHAU</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>GEÄNDERT</translation>
    </message>
    <message>
        <source>KEPT</source>
        <translation>AUFBEWAHRT</translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation>WAS</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No actions were logged.</source>
        <translation>Es wurden keine Aktionen protokolliert.</translation>
    </message>
    <message>
        <source>the activity id</source>
        <translation>die Aktivitäts-ID</translation>
    </message>
    <message>
        <source>Activity %1 kept no failed jobs. List the activity log with: askr-deskctl activity</source>
        <translation>Aktivität %1 hat keine fehlgeschlagenen Jobs aufbewahrt. Das Aktivitätsprotokoll zeigt: askr-deskctl activity</translation>
    </message>
    <message>
        <source>List the actions taken, newest first, from the window and from here; export them as CSV or JSON.</source>
        <translation>Die ausgeführten Aktionen auflisten, die neuesten zuerst, aus dem Fenster und von hier; als CSV oder JSON exportieren.</translation>
    </message>
    <message>
        <source>Put back the failed jobs a forget kept, by its activity id (see activity).</source>
        <translation>Die fehlgeschlagenen Jobs zurücklegen, die ein forget (Vergessen) aufbewahrt hat, nach seiner Aktivitäts-ID (siehe activity).</translation>
    </message>
    <message>
        <source>Usage: askr-deskctl %1%2 [options]</source>
        <translation>Aufruf: askr-deskctl %1%2 [Optionen]</translation>
    </message>
    <message>
        <source>A GLOB pattern that marks a key as a lock (with an expiry, or under one of Laravel's lock names); repeat for more. Default: *lock*, *laravel_unique_job:*, *laravel-queue-overlap:*, *framework/schedule-*.</source>
        <translation>Ein GLOB-Muster, das einen Schlüssel als Sperre kennzeichnet (mit Ablaufzeit oder unter einem von Laravels Sperrnamen); für weitere wiederholen. Vorgabe: *lock*, *laravel_unique_job:*, *laravel-queue-overlap:*, *framework/schedule-*.</translation>
    </message>
    <message>
        <source>Only orphaned unique-job locks: held with no job of their class waiting, delayed or reserved, so that every dispatch of the job is dropped.</source>
        <translation>Nur verwaiste Unique-Job-Sperren: gehalten, obwohl kein Job ihrer Klasse wartet, verzögert oder reserviert ist, sodass jede Einreihung des Jobs verworfen wird.</translation>
    </message>
    <message>
        <source>orphaned, held forever</source>
        <translation>verwaist, unbefristet gehalten</translation>
    </message>
    <message>
        <source>orphaned</source>
        <translation>verwaist</translation>
    </message>
    <message>
        <source>held forever</source>
        <translation>unbefristet gehalten</translation>
    </message>
    <message>
        <source>(%1 bytes)</source>
        <translation>(%1 Bytes)</translation>
    </message>
    <message>
        <source>%1 has no queue tables, so no unique-job lock can be told orphaned.</source>
        <translation>%1 hat keine Warteschlangentabellen; daher lässt sich keine Unique-Job-Sperre als verwaist erkennen.</translation>
    </message>
    <message>
        <source>No orphaned unique-job locks.</source>
        <translation>Keine verwaisten Unique-Job-Sperren.</translation>
    </message>
    <message>
        <source>The lock's key (\xNN is a byte, \\ a backslash); not with --orphaned.</source>
        <translation>Der Schlüssel der Sperre (\xNN ist ein Byte, \\ ein Backslash); nicht mit --orphaned.</translation>
    </message>
    <message>
        <source>Remove the lock only while this owner holds it, written as askr-deskctl locks prints it (Laravel's token, or the value as stored): \xNN is a byte, \\ a backslash (default: whoever holds it now).</source>
        <translation>Die Sperre nur entfernen, solange dieser Besitzer sie hält, geschrieben wie askr-deskctl locks ihn ausgibt (Laravels Token oder der gespeicherte Wert): \xNN ist ein Byte, \\ ein Backslash (Vorgabe: wer sie jetzt hält).</translation>
    </message>
    <message>
        <source>Release every orphaned unique-job lock (see locks --orphaned), each only if it still holds the owner read.</source>
        <translation>Jede verwaiste Unique-Job-Sperre freigeben (siehe locks --orphaned), jede nur, solange sie noch den gelesenen Besitzer enthält.</translation>
    </message>
    <message>
        <source>A GLOB pattern that names locks, as for locks; repeat for more (default: the same defaults).</source>
        <translation>Ein GLOB-Muster, das Sperren benennt, wie bei locks; für weitere wiederholen (Vorgabe: dieselben Vorgaben).</translation>
    </message>
    <message>
        <source>--orphaned releases every orphaned lock: give no KEY and no --owner.</source>
        <translation>--orphaned gibt jede verwaiste Sperre frei: keinen SCHLÜSSEL und kein --owner angeben.</translation>
    </message>
    <message>
        <source>%1 is not a lock: it never expires, and only Laravel's own lock names (laravel_unique_job:, laravel-queue-overlap:, framework/schedule-) are locks without an expiry. Nothing was removed.</source>
        <translation>%1 ist keine Sperre: Der Eintrag läuft nie ab, und nur Laravels eigene Sperrnamen (laravel_unique_job:, laravel-queue-overlap:, framework/schedule-) sind Sperren ohne Ablaufzeit. Nichts wurde entfernt.</translation>
    </message>
    <message>
        <source>%1 is not a lock: its name matches none of the lock patterns (%2). Nothing was removed; to delete the entry, use the Cache page.</source>
        <translation>%1 ist keine Sperre: Der Name passt zu keinem der Sperrmuster (%2). Nichts wurde entfernt; um den Eintrag zu löschen, die Seite Cache verwenden.</translation>
    </message>
    <message>
        <source>%1 is not held by %2 but by %3; nothing was removed.</source>
        <translation>%1 wird nicht von %2, sondern von %3 gehalten; nichts wurde entfernt.</translation>
    </message>
    <message>
        <source>List the locks (keys whose names look like locks), held, held forever, stale or orphaned.</source>
        <translation>Die Sperren auflisten (Schlüssel, deren Namen nach Sperren aussehen): gehalten, unbefristet gehalten, veraltet oder verwaist.</translation>
    </message>
    <message>
        <source>Remove a lock, only if its holder has not changed meanwhile; or every orphaned one.</source>
        <translation>Eine Sperre entfernen, nur wenn ihr Besitzer sich inzwischen nicht geändert hat; oder jede verwaiste.</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>%1 ist beschädigt.</translation>
    </message>
    <message>
        <source>Check the file for damage (SQLite's quick_check); exit 1 when it is damaged.</source>
        <translation>Die Datei auf Schäden prüfen (SQLites quick_check); Exit-Status 1, wenn sie beschädigt ist.</translation>
    </message>
    <message>
        <source>Also put back the ones whose uuid is a dead letter still there, as new dead letters with new uuids.</source>
        <translation>Auch die zurücklegen, deren UUID ein noch vorhandener fehlgeschlagener Job hat, als neue fehlgeschlagene Jobs mit neuen UUIDs.</translation>
    </message>
    <message>
        <source>Only failed jobs whose payload contains this text (case-sensitive; reads every payload, slower on a large table).</source>
        <translation>Nur fehlgeschlagene Jobs, deren Nutzdaten diesen Text enthalten (Groß-/Kleinschreibung beachten; liest alle Nutzdaten, langsamer bei einer großen Tabelle).</translation>
    </message>
    <message>
        <source>Read the server's admin token from FILE. Without it, the ASKR_ADMIN_TOKEN environment variable is used.</source>
        <translation>Das Admin-Token des Servers aus DATEI lesen. Ohne diese Option wird die Umgebungsvariable ASKR_ADMIN_TOKEN verwendet.</translation>
    </message>
    <message>
        <source>The Askr server's admin address (askr --admin ADDR): http://HOST:PORT or HOST:PORT.</source>
        <translation>Die Admin-Adresse des Askr-Servers (askr --admin ADDR): http://HOST:PORT oder HOST:PORT.</translation>
    </message>
    <message>
        <source>from the token file %1</source>
        <translation>aus der Token-Datei %1</translation>
    </message>
    <message>
        <source>from the %1 environment variable</source>
        <translation>aus der Umgebungsvariable %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 answered /api/status, but %2.</source>
        <translation>%1 hat auf /api/status geantwortet, aber %2.</translation>
    </message>
    <message>
        <source>no answer (%1)</source>
        <translation>keine Antwort (%1)</translation>
    </message>
    <message>
        <source>single-process mode (no supervisor)</source>
        <translation>Einzelprozessmodus (kein Supervisor)</translation>
    </message>
    <message>
        <source>%1 of %2 alive, %3 respawns, %4 resident</source>
        <translation>%1 von %2 laufen, %3 Neustarts, %4 resident</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Listening on</source>
        <translation>Lauscht auf</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Läuft seit</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Queue workers</source>
        <translation>Warteschlangen-Worker</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>%1 ready, %2 in all, oldest ready %3</source>
        <translation>%1 bereit, %2 insgesamt, ältester bereiter %3</translation>
    </message>
    <message>
        <source>Last rollout</source>
        <translation>Letzter Rollout</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>RSS</source>
        <translation>RSS</translation>
    </message>
    <message>
        <source>Per-queue figures: unknown (this runtime version does not report them).</source>
        <translation>Zahlen je Warteschlange: unbekannt (diese Version der Laufzeit meldet sie nicht).</translation>
    </message>
    <message>
        <source>PENDING</source>
        <translation>WARTEND</translation>
    </message>
    <message>
        <source>OLDEST PENDING</source>
        <translation>ÄLTESTER WARTENDER</translation>
    </message>
    <message>
        <source>The server reports no queues.</source>
        <translation>Der Server meldet keine Warteschlangen.</translation>
    </message>
    <message>
        <source>  Requests</source>
        <translation>  Anfragen</translation>
    </message>
    <message>
        <source>%1 (%2/s)</source>
        <translation>%1 (%2/s)</translation>
    </message>
    <message>
        <source>  5xx share</source>
        <translation>  Anteil 5xx</translation>
    </message>
    <message>
        <source>- (no requests)</source>
        <translation>- (keine Anfragen)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>  Latency</source>
        <translation>  Latenz</translation>
    </message>
    <message>
        <source>p50 %1, p95 %2, p99 %3</source>
        <translation>p50 %1, p95 %2, p99 %3</translation>
    </message>
    <message>
        <source>  Mean</source>
        <translation>  Mittel</translation>
    </message>
    <message>
        <source>  PHP / I/O</source>
        <translation>  PHP / E/A</translation>
    </message>
    <message>
        <source>  Cache hits</source>
        <translation>  Cache-Treffer</translation>
    </message>
    <message>
        <source>%1 answered /api/metrics, but %2.</source>
        <translation>%1 hat auf /api/metrics geantwortet, aber %2.</translation>
    </message>
    <message>
        <source>%1 has no metrics yet (the runtime answers {} until they are set up).</source>
        <translation>%1 hat noch keine Metriken (die Laufzeit antwortet {}, bis sie eingerichtet sind).</translation>
    </message>
    <message>
        <source>The server restarted between the two readings (a counter went down): no rates for these %1 s. Run it again.</source>
        <translation>Der Server wurde zwischen den beiden Messungen neu gestartet (ein Zähler ist gesunken): keine Raten für diese %1 s. Bitte erneut ausführen.</translation>
    </message>
    <message>
        <source>Over the last %1 s</source>
        <translation>In den letzten %1 s</translation>
    </message>
    <message>
        <source>Since the server started</source>
        <translation>Seit dem Start des Servers</translation>
    </message>
    <message>
        <source>%1 answered /api/errors, but %2.</source>
        <translation>%1 hat auf /api/errors geantwortet, aber %2.</translation>
    </message>
    <message>
        <source>%1 does not record failing requests. Start it with --record-errors DIR to keep each 5xx request for replaying.</source>
        <translation>%1 zeichnet fehlschlagende Anfragen nicht auf. Mit --record-errors DIR gestartet, bewahrt er jede 5xx-Anfrage zum erneuten Abspielen auf.</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>No failing requests recorded.</source>
        <translation>Keine fehlschlagenden Anfragen aufgezeichnet.</translation>
    </message>
    <message>
        <source>To run one again, on the server, in the --record-errors folder: %1</source>
        <translation>Zum erneuten Ausführen, auf dem Server, im Ordner von --record-errors: %1</translation>
    </message>
    <message>
        <source>The recordings hold request bodies: they stay on the server.</source>
        <translation>Die Aufzeichnungen enthalten Anfrageinhalte: sie bleiben auf dem Server.</translation>
    </message>
    <message>
        <source>reload restarts the server's workers: confirm with --yes, or run it in a terminal to be asked.</source>
        <translation>reload startet die Worker des Servers neu: mit --yes bestätigen oder in einem Terminal ausführen, um gefragt zu werden.</translation>
    </message>
    <message>
        <source>[y/N]</source>
        <translation>[y/N]</translation>
    </message>
    <message>
        <source>Reload the workers of %1 gracefully (one at a time, no downtime)?</source>
        <translation>Die Worker von %1 schonend neu laden (einer nach dem anderen, ohne Ausfall)?</translation>
    </message>
    <message>
        <source>Nothing was done.</source>
        <translation>Es wurde nichts getan.</translation>
    </message>
    <message>
        <source>not confirmed</source>
        <translation>nicht bestätigt</translation>
    </message>
    <message>
        <source>Graceful Reload</source>
        <translation>Schonendes Neuladen</translation>
    </message>
    <message>
        <source>Reload the workers of %1</source>
        <translation>Die Worker von %1 neu laden</translation>
    </message>
    <message>
        <source>%1 is reloading its workers one at a time. Follow it with: askr-deskctl server status %2</source>
        <translation>%1 lädt seine Worker einen nach dem anderen neu. Verfolgen mit: askr-deskctl server status %2</translation>
    </message>
    <message>
        <source>metrics: seconds between the two readings the rates come from (default 5; 0: one reading, no rates).</source>
        <translation>metrics: Sekunden zwischen den beiden Messungen, aus denen die Raten kommen (Standard 5; 0: eine Messung, keine Raten).</translation>
    </message>
    <message>
        <source>reload: do not ask (needed when not in a terminal).</source>
        <translation>reload: nicht nachfragen (nötig außerhalb eines Terminals).</translation>
    </message>
    <message>
        <source>Seconds to wait for each answer (default 10).</source>
        <translation>Sekunden, die auf jede Antwort gewartet wird (Standard 10).</translation>
    </message>
    <message>
        <source>'server' needs what to do and the server's admin address: askr-deskctl server %1 ADDRESS</source>
        <translation>'server' braucht, was zu tun ist, und die Admin-Adresse des Servers: askr-deskctl server %1 ADDRESS</translation>
    </message>
    <message>
        <source>'%1' is not one of %2.</source>
        <translation>'%1' ist keins von %2.</translation>
    </message>
    <message>
        <source>An Askr server's admin plane: status, traffic metrics, recorded errors, graceful reload.</source>
        <translation>Die Admin-Schnittstelle eines Askr-Servers: Status, Verkehrsmetriken, aufgezeichnete Fehler, schonendes Neuladen.</translation>
    </message>
    <message>
        <source>Not confirmed with the server: %1</source>
        <translation>Nicht mit dem Server bestätigt: %1</translation>
    </message>
    <message>
        <source>running (%1): %2</source>
        <translation>läuft (%1): %2</translation>
    </message>
    <message>
        <source>done (settled: %1): %2</source>
        <translation>ausgeführt (nachträglich geklärt: %1): %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>askr-deskctl: activity %1 was left unfinished by a process that stopped; settled as %2: %3</source>
        <translation>askr-deskctl: Aktivität %1 blieb unvollendet, weil ihr Prozess endete; geklärt als %2: %3</translation>
    </message>
    <message>
        <source>Delete even when no copy can be kept in the activity log first (it is full or cannot be written): what is deleted then cannot be restored. Without it such a forget changes nothing.</source>
        <translation>Auch dann löschen, wenn zuvor keine Kopie im Aktivitätsprotokoll abgelegt werden kann (es ist voll oder nicht beschreibbar): Gelöschtes lässt sich dann nicht wiederherstellen. Ohne diese Option ändert ein solches Vergessen nichts.</translation>
    </message>
    <message>
        <source>Change the data even when the activity log cannot be written first: the change is then not logged. Without it such a change is refused.</source>
        <translation>Die Daten auch dann ändern, wenn das Aktivitätsprotokoll nicht zuvor geschrieben werden kann: Die Änderung wird dann nicht protokolliert. Ohne diese Option wird eine solche Änderung abgelehnt.</translation>
    </message>
    <message>
        <source>The cache key as askr-deskctl prints it: \xNN is a byte, \\ a backslash (see --key-hex).</source>
        <translation>Der Cache-Schlüssel, wie askr-deskctl ihn ausgibt: \xNN ist ein Byte, \\ ein Backslash (siehe --key-hex).</translation>
    </message>
    <message>
        <source>Name the key by its bytes in hex instead of KEY (6b6579 for "key").</source>
        <translation>Den Schlüssel statt mit KEY durch seine Bytes in Hex angeben (6b6579 für "key").</translation>
    </message>
    <message>
        <source>Write the value as a hex dump: offset, 16 bytes, printable ASCII.</source>
        <translation>Den Wert als Hex-Dump schreiben: Offset, 16 Bytes, druckbares ASCII.</translation>
    </message>
    <message>
        <source>Write the value's exact bytes to FILE (replaced whole, only once all of it is written and synced); never the database itself.</source>
        <translation>Die exakten Bytes des Werts in DATEI schreiben (ganz ersetzt, erst wenn alles geschrieben und synchronisiert ist); nie in die Datenbank selbst.</translation>
    </message>
    <message>
        <source>Could not write the value to standard output: %1.</source>
        <translation>Der Wert konnte nicht auf die Standardausgabe geschrieben werden: %1.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2. Nothing was written.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Wrote %1 (%2) of %3 to %4.</source>
        <translation>%1 (%2) von %3 nach %4 geschrieben.</translation>
    </message>
    <message>
        <source>--raw, --hex, --json and --out are different outputs: give one of them (--json with --out describes the file written).</source>
        <translation>--raw, --hex, --json und --out sind verschiedene Ausgaben: Geben Sie eine davon an (--json mit --out beschreibt die geschriebene Datei).</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 that are decoded: shown as text. --raw or --out FILE give its exact bytes.</source>
        <translation>%1 ist %2 groß, mehr als die %3, die dekodiert werden: als Text gezeigt. --raw oder --out DATEI liefern die exakten Bytes.</translation>
    </message>
    <message>
        <source>Delete one cache entry, expired or not, named as keys prints it or by --key-hex.</source>
        <translation>Einen Cache-Eintrag löschen, abgelaufen oder nicht, benannt wie keys ihn ausgibt oder mit --key-hex.</translation>
    </message>
    <message>
        <source>'app' needs the application's folder: askr-deskctl app FOLDER</source>
        <translation>„app“ braucht den Ordner der Anwendung: askr-deskctl app ORDNER</translation>
    </message>
    <message>
        <source>%1 is not a folder. Give the Laravel application's folder (the one with artisan and .env).</source>
        <translation>%1 ist kein Ordner. Gib den Ordner der Laravel-Anwendung an (den mit artisan und .env).</translation>
    </message>
    <message>
        <source>Laravel application %1</source>
        <translation>Laravel-Anwendung %1</translation>
    </message>
    <message>
        <source>, table %1</source>
        <translation>, Tabelle %1</translation>
    </message>
    <message>
        <source>, token in .env (ASKR_ADMIN_TOKEN)</source>
        <translation>, Token in .env (ASKR_ADMIN_TOKEN)</translation>
    </message>
    <message>
        <source>, no token in .env</source>
        <translation>, kein Token in .env</translation>
    </message>
    <message>
        <source>  [%1]</source>
        <translation>  [%1]</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Show where a Laravel application keeps its queue, cache, events, failed jobs and admin plane (read from .env and config/, not run).</source>
        <translation>Zeigt, wo eine Laravel-Anwendung ihre Warteschlange, ihren Cache, ihre Ereignisse, ihre fehlgeschlagenen Jobs und ihre Verwaltung hat (aus .env und config/ gelesen, nicht ausgeführt).</translation>
    </message>
    <message>
        <source>Only failures of this queue.</source>
        <translation>Nur Fehlschläge dieser Warteschlange.</translation>
    </message>
    <message>
        <source>Print at most this many failures (default 50).</source>
        <translation>Höchstens so viele Fehlschläge ausgeben (Vorgabe 50).</translation>
    </message>
    <message>
        <source>Start before this id (the last id of the previous page).</source>
        <translation>Vor dieser ID beginnen (der letzten ID der vorigen Seite).</translation>
    </message>
    <message>
        <source>Print one failure in full: payload and whole exception.</source>
        <translation>Einen Fehlschlag vollständig ausgeben: Nutzdaten und ganze Ausnahme.</translation>
    </message>
    <message>
        <source>%1 keeps its failures in the table %2; only failed_jobs is read.</source>
        <translation>%1 hält seine Fehlschläge in der Tabelle %2; gelesen wird nur failed_jobs.</translation>
    </message>
    <message>
        <source>There is no failure %1 in failed_jobs. List them with: askr-deskctl failed-jobs %2</source>
        <translation>Es gibt keinen Fehlschlag %1 in failed_jobs. Auflisten mit: askr-deskctl failed-jobs %2</translation>
    </message>
    <message>
        <source>connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>No failures in failed_jobs match.</source>
        <translation>Keine Fehlschläge in failed_jobs passen.</translation>
    </message>
    <message>
        <source>%1 of %2; the next page: --before %3</source>
        <translation>%1 von %2; die nächste Seite: --before %3</translation>
    </message>
    <message>
        <source>List the failures Laravel keeps in its own failed_jobs table (SQLite), newest first; DATABASE may be the application's folder.</source>
        <translation>Listet die Fehlschläge, die Laravel in seiner eigenen Tabelle failed_jobs (SQLite) hält, die neuesten zuerst; DATENBANK darf der Ordner der Anwendung sein.</translation>
    </message>
    <message>
        <source>; %1 (askr:sess:*, not counted as keys)</source>
        <translation>; %1 (askr:sess:*, nicht als Schlüssel gezählt)</translation>
    </message>
    <message>
        <source>%1 live session</source>
        <translation>%1 gültige Sitzung</translation>
    </message>
    <message>
        <source>%1 live sessions</source>
        <translation>%1 gültige Sitzungen</translation>
    </message>
</context>
<context>
    <name>askr::cli::Context</name>
    <message>
        <source>%1 does not exist. Check the path, or create a database with: askr-deskctl init %1</source>
        <translation>%1 existiert nicht. Prüfen Sie den Pfad oder erstellen Sie eine Datenbank mit: askr-deskctl init %1</translation>
    </message>
    <message>
        <source>Nothing was changed: '%1' changes data and --read-only was given. Run it without --read-only to change %2.</source>
        <translation>Nichts wurde geändert: '%1' ändert Daten, aber --read-only wurde angegeben. Führen Sie es ohne --read-only aus, um %2 zu ändern.</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>Nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>%1 is not a SQLite database (or it is encrypted). Check the path.</source>
        <translation>%1 ist keine SQLite-Datenbank (oder sie ist verschlüsselt). Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>Could not read the tables of %1: %2</source>
        <translation>Die Tabellen von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
    <message>
        <source>%1 has %2 tables that do not match the v1 contract:
  %3
Check that the Askr runtime wrote this database.</source>
        <translation>%1 hat %2-Tabellen, die nicht dem v1-Vertrag entsprechen:
  %3
Prüfen Sie, ob die Askr-Laufzeitumgebung diese Datenbank geschrieben hat.</translation>
    </message>
    <message>
        <source>%1 has no %2 tables (%3). Check the path; a new database gets them with: askr-deskctl init DATABASE</source>
        <translation>%1 hat keine %2-Tabellen (%3). Prüfen Sie den Pfad; eine neue Datenbank erhält sie mit: askr-deskctl init DATABASE</translation>
    </message>
    <message>
        <source>--%1 wants a whole number from %2 to %3, not '%4'.</source>
        <translation>--%1 erwartet eine ganze Zahl von %2 bis %3, nicht '%4'.</translation>
    </message>
    <message>
        <source>--%1 wants a duration such as 90, 90s, 15m, 2h or 7d, not '%2'.</source>
        <translation>--%1 erwartet eine Dauer wie 90, 90s, 15m, 2h oder 7d, nicht '%2'.</translation>
    </message>
    <message>
        <source>--%1 wants a time: a duration ago (15m, 2h, 7d), @UNIX seconds or an ISO date (2024-05-01T12:00:00), not '%2'.</source>
        <translation>--%1 erwartet eine Zeit: eine Dauer zurück (15m, 2h, 7d), @UNIX-Sekunden oder ein ISO-Datum (2024-05-01T12:00:00), nicht '%2'.</translation>
    </message>
    <message>
        <source>'%1' needs %2 after the database.</source>
        <translation>'%1' benötigt %2 nach der Datenbank.</translation>
    </message>
    <message>
        <source>Give the key either as KEY or as --key-hex, not both.</source>
        <translation>Geben Sie den Schlüssel entweder als KEY oder mit --key-hex an, nicht beides.</translation>
    </message>
    <message>
        <source>--key-hex wants the key's bytes as pairs of hex digits (6b6579 for "key"), not '%1'.</source>
        <translation>--key-hex erwartet die Bytes des Schlüssels als Paare von Hex-Ziffern (6b6579 für "key"), nicht '%1'.</translation>
    </message>
    <message>
        <source>%1: %2. See: askr-deskctl app %1</source>
        <translation>%1: %2. Siehe: askr-deskctl app %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is a Laravel application, but none of its askr tables can be seen here:
  %2</source>
        <translation>%1 ist eine Laravel-Anwendung, aber keine ihrer askr-Tabellen ist von hier aus zu sehen:
  %2</translation>
    </message>
    <message>
        <source>%1 is a Laravel application whose askr tables are in %2 files; name the one '%3' should read:
  %4</source>
        <translation>%1 ist eine Laravel-Anwendung, deren askr-Tabellen in %2 Dateien liegen; nenne die, die „%3“ lesen soll:
  %4</translation>
    </message>
    <message>
        <source>%1 keeps its failures on %2, a server: reading them there is not built yet; only a SQLite failed_jobs is read.</source>
        <translation>%1 hält seine Fehlschläge auf %2, einem Server: sie dort zu lesen, ist noch nicht gebaut; gelesen wird nur ein SQLite-failed_jobs.</translation>
    </message>
</context>
<context>
    <name>askr::cli::QueueRates</name>
    <message>
        <source>Measure rates by reading the queues twice, this long apart: 10s, 1m. Without it, rates come from Askr Desk's history when it watched this database in the last 10 minutes.</source>
        <translation>Raten messen, indem die Warteschlangen zweimal im Abstand dieser Dauer gelesen werden: 10s, 1m. Ohne diese Option kommen die Raten aus dem Verlauf von Askr Desk, wenn es diese Datenbank in den letzten 10 Minuten beobachtet hat.</translation>
    </message>
    <message>
        <source>A queue whose oldest ready job has waited longer than this gets a diagnosis (default 60s, as in Askr Desk).</source>
        <translation>Eine Warteschlange, deren ältester bereiter Job länger als diese Dauer wartet, bekommt eine Diagnose (Vorgabe 60s, wie in Askr Desk).</translation>
    </message>
    <message>
        <source>--sample needs at least one second.</source>
        <translation>--sample braucht mindestens eine Sekunde.</translation>
    </message>
    <message>
        <source>--sample measures over real time and cannot be used with --now.</source>
        <translation>--sample misst in echter Zeit und geht nicht zusammen mit --now.</translation>
    </message>
    <message>
        <source>the queue tables keep no id sequence (made without AUTOINCREMENT), so nothing can be counted</source>
        <translation>die Warteschlangentabellen führen keine ID-Folge (ohne AUTOINCREMENT angelegt), daher lässt sich nichts zählen</translation>
    </message>
    <message>
        <source>Its oldest ready job has waited %1; run with --sample 30s to see whether workers take jobs from it.</source>
        <translation>Ihr ältester bereiter Job wartet seit %1; mit --sample 30s sehen Sie, ob Worker Jobs daraus nehmen.</translation>
    </message>
    <message>
        <source>from Askr Desk's history, the last %1 up to %2 ago</source>
        <translation>aus dem Verlauf von Askr Desk, die letzten %1 bis vor %2</translation>
    </message>
    <message>
        <source>from Askr Desk's history, the last %1</source>
        <translation>aus dem Verlauf von Askr Desk, die letzten %1</translation>
    </message>
    <message>
        <source>measured over %1</source>
        <translation>gemessen über %1</translation>
    </message>
    <message>
        <source>The admin address of the Askr server that works these queues (askr --admin ADDR): its count of queue workers answers a "No worker?" (the admin token from ASKR_ADMIN_TOKEN).</source>
        <translation>Die Admin-Adresse des Askr-Servers, der diese Warteschlangen abarbeitet (askr --admin ADDR): seine Zahl an Warteschlangen-Workern beantwortet ein „Kein Worker?“ (das Admin-Token aus ASKR_ADMIN_TOKEN).</translation>
    </message>
    <message>
        <source>from the ASKR_ADMIN_TOKEN environment variable</source>
        <translation>aus der Umgebungsvariablen ASKR_ADMIN_TOKEN</translation>
    </message>
    <message>
        <source>%1 answered %2, but %3.</source>
        <translation>%1 hat auf %2 geantwortet, aber %3.</translation>
    </message>
    <message>
        <source>%1 does not report its queue workers (an older runtime).</source>
        <translation>%1 meldet seine Warteschlangen-Worker nicht (eine ältere Runtime).</translation>
    </message>
</context>
<context>
    <name>askr::models</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>expired just now</source>
        <translation>gerade abgelaufen</translation>
    </message>
    <message>
        <source>expired %1 ago</source>
        <translation>vor %1 abgelaufen</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>%1 chars</source>
        <translation>%1 Zeichen</translation>
    </message>
</context>
<context>
    <name>askr::models::ActivityLogModel</name>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>%1

Failed: %2</source>
        <translation>%1

Fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Forget kept these dead letters in the activity file; Restore puts them back.</source>
        <translation>„Vergessen“ hat diese fehlgeschlagenen Jobs in der Aktivitätsdatei aufbewahrt; „Wiederherstellen“ legt sie zurück.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>What it touched</source>
        <translation>Was sie betraf</translation>
    </message>
    <message>
        <source>Previewed</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Aufbewahrt</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>What the preview counted before the question was asked</source>
        <translation>Was die Vorschau vor der Rückfrage gezählt hat</translation>
    </message>
    <message>
        <source>Rows the action changed; — when it failed</source>
        <translation>Von der Aktion geänderte Zeilen; — wenn sie fehlschlug</translation>
    </message>
    <message>
        <source>Dead letters Forget kept, which can be restored</source>
        <translation>Von „Vergessen“ aufbewahrte fehlgeschlagene Jobs, die wiederhergestellt werden können</translation>
    </message>
    <message>
        <source>Whether the window or askr-deskctl ran it</source>
        <translation>Ob das Fenster oder askr-deskctl sie ausgeführt hat</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The entry's id, which askr-deskctl restore takes</source>
        <translation>Die ID des Eintrags, die askr-deskctl restore erwartet</translation>
    </message>
</context>
<context>
    <name>askr::models::AlertMonitor</name>
    <message>
        <source>Queue %1 is stuck</source>
        <translation>Warteschlange %1 hängt</translation>
    </message>
    <message>
        <source>Queue %1 is not keeping up</source>
        <translation>Warteschlange %1 kommt nicht hinterher</translation>
    </message>
    <message>
        <source>Dead letters are arriving fast</source>
        <translation>Fehlgeschlagene Jobs kommen schnell hinzu</translation>
    </message>
    <message>
        <source>%1 jobs per minute were dead-lettered over the last %2 (alert above %3 per minute).</source>
        <translation>%1 Jobs pro Minute sind in den letzten %2 fehlgeschlagen (Alarm über %3 pro Minute).</translation>
    </message>
    <message>
        <source>Subscriber %1 has stalled</source>
        <translation>Abonnent %1 steht still</translation>
    </message>
    <message>
        <source>%1 unread events wait and its cursor does not move.</source>
        <translation>%1 ungelesene Ereignisse warten, und sein Cursor bewegt sich nicht.</translation>
    </message>
    <message>
        <source>Lock %1 is held long</source>
        <translation>Sperre %1 wird lange gehalten</translation>
    </message>
    <message>
        <source>It has been held for at least %1 (alert after %2).</source>
        <translation>Sie wird seit mindestens %1 gehalten (Alarm nach %2).</translation>
    </message>
    <message>
        <source>Dispatches of %1 are being dropped</source>
        <translation>Einreihungen von %1 werden verworfen</translation>
    </message>
    <message>
        <source>Its unique-job lock %1 is held with no job of its class waiting, delayed or reserved, so nothing will release it. Release it on the Locks page (Release Orphaned Locks).</source>
        <translation>Seine Unique-Job-Sperre %1 wird gehalten, obwohl kein Job seiner Klasse wartet, verzögert oder reserviert ist; nichts wird sie freigeben. Auf der Seite Sperren freigeben (Verwaiste Sperren freigeben).</translation>
    </message>
    <message>
        <source>Server not answering</source>
        <translation>Server antwortet nicht</translation>
    </message>
    <message>
        <source>/healthz does not answer (%1).</source>
        <translation>/healthz antwortet nicht (%1).</translation>
    </message>
    <message>
        <source>Server unhealthy</source>
        <translation>Server krank</translation>
    </message>
    <message>
        <source>/healthz answers %1 %2.</source>
        <translation>/healthz antwortet %1 %2.</translation>
    </message>
    <message>
        <source>Workers missing</source>
        <translation>Worker fehlen</translation>
    </message>
    <message>
        <source>%1 of %2 workers alive.</source>
        <translation>%1 von %2 Workern laufen.</translation>
    </message>
    <message>
        <source>Rollout aborted</source>
        <translation>Rollout abgebrochen</translation>
    </message>
    <message>
        <source>The last rollout was aborted: the previous code still runs.</source>
        <translation>Der letzte Rollout wurde abgebrochen: der vorige Code läuft noch.</translation>
    </message>
    <message>
        <source>Workers respawning</source>
        <translation>Worker starten ständig neu</translation>
    </message>
    <message>
        <source>%1 worker respawns in the last minute, outside a rollout: workers are crashing or being recycled fast.</source>
        <translation>%1 Worker-Neustarts in der letzten Minute, außerhalb eines Rollouts: Worker stürzen ab oder werden schnell ersetzt.</translation>
    </message>
    <message>
        <source>Worker memory growing</source>
        <translation>Worker-Speicher wächst</translation>
    </message>
    <message>
        <source>Worker %1's memory rose at each of its last %2 readings, to %3 (%4 more than when first seen).</source>
        <translation>Der Speicher von Worker %1 ist bei jeder seiner letzten %2 Messungen gestiegen, auf %3 (%4 mehr als beim ersten Lesen).</translation>
    </message>
    <message>
        <source>Server errors</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>%1 of the responses in the last %2 s were 5xx (alert above %3).</source>
        <translation>%1 der Antworten in den letzten %2 s waren 5xx (Alarm über %3).</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheBiggestKeysModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Bytes of a BLOB value, characters of a TEXT value, digits of a counter</source>
        <translation>Bytes eines BLOB-Werts, Zeichen eines TEXT-Werts, Ziffern eines Zählers</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheKeysModel</name>
    <message>
        <source>Bytes shown as \xNN are not valid UTF-8 (or are control characters); actions use the exact bytes.</source>
        <translation>Als \xNN gezeigte Bytes sind kein gültiges UTF-8 (oder sind Steuerzeichen); Aktionen verwenden die exakten Bytes.</translation>
    </message>
    <message>
        <source>Expired: readers no longer see this entry; it stays in the table until the next sweep.</source>
        <translation>Abgelaufen: Leser sehen diesen Eintrag nicht mehr; er bleibt bis zur nächsten Bereinigung in der Tabelle.</translation>
    </message>
    <message>
        <source>%1 value, length %2</source>
        <translation>Wert vom Typ %1, Länge %2</translation>
    </message>
    <message>
        <source>Never expires</source>
        <translation>Läuft nie ab</translation>
    </message>
    <message>
        <source>Expires %1</source>
        <translation>Läuft ab %1</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>The cache key, in key order</source>
        <translation>Der Cache-Schlüssel, in Schlüsselreihenfolge</translation>
    </message>
    <message>
        <source>Size of the value: bytes of a blob, characters of a text, or a number</source>
        <translation>Größe des Werts: Bytes eines Blobs, Zeichen eines Texts oder eine Zahl</translation>
    </message>
    <message>
        <source>Time left before the entry expires, counted down on this computer from its expiry time</source>
        <translation>Verbleibende Zeit bis zum Ablauf des Eintrags, auf diesem Rechner ab seiner Ablaufzeit heruntergezählt</translation>
    </message>
    <message>
        <source>Number of tags that map to this key</source>
        <translation>Anzahl der Tags, die auf diesen Schlüssel verweisen</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheLocksModel</name>
    <message>
        <source>expired %1 ago</source>
        <translation>vor %1 abgelaufen</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>The lock has expired: the next Lock call on this key takes it over. Its owner may have crashed.</source>
        <translation>Die Sperre ist abgelaufen: Der nächste Lock-Aufruf für diesen Schlüssel übernimmt sie. Ihr Besitzer ist möglicherweise abgestürzt.</translation>
    </message>
    <message>
        <source>The lock is held until it expires or its owner releases it.</source>
        <translation>Die Sperre wird gehalten, bis sie abläuft oder ihr Besitzer sie freigibt.</translation>
    </message>
    <message>
        <source>The owner token stored as the lock's value; Force Release unlocks only while this is still the owner.</source>
        <translation>Das als Wert der Sperre gespeicherte Besitzer-Token; „Freigabe erzwingen“ entsperrt nur, solange dies noch der Besitzer ist.</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Verbleibende Zeit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>never expires</source>
        <translation>läuft nie ab</translation>
    </message>
    <message>
        <source>orphaned</source>
        <translation>verwaist</translation>
    </message>
    <message>
        <source>held forever</source>
        <translation>unbefristet gehalten</translation>
    </message>
    <message>
        <source>No job of this class is waiting, delayed or reserved: nothing will release this unique-job lock, and every dispatch of %1 is dropped while it is held. Release it (Release Orphaned Locks).</source>
        <translation>Kein Job dieser Klasse wartet, ist verzögert oder reserviert: Nichts wird diese Unique-Job-Sperre freigeben, und jede Einreihung von %1 wird verworfen, solange sie gehalten wird. Freigeben mit Verwaiste Sperren freigeben.</translation>
    </message>
    <message>
        <source>The lock never expires (Laravel takes locks for 0 seconds this way): only its owner's release ends it.</source>
        <translation>Die Sperre läuft nie ab (so nimmt Laravel Sperren für 0 Sekunden): Nur die Freigabe durch ihren Besitzer beendet sie.</translation>
    </message>
    <message>
        <source>The owner token, stored PHP-serialized as %1 (as Laravel's cache store writes it). Force Release removes the lock only while it still holds exactly these bytes.</source>
        <translation>Das Besitzer-Token, PHP-serialisiert gespeichert als %1 (wie Laravels Cache-Store es schreibt). Freigabe erzwingen entfernt die Sperre nur, solange sie noch genau diese Bytes enthält.</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheNamespaceModel</name>
    <message numerus="yes">
        <source>%n more namespace(s)</source>
        <translation>
            <numerusform>%n weiterer Namensraum</numerusform>
            <numerusform>%n weitere Namensräume</numerusform>
        </translation>
    </message>
    <message>
        <source>(keys without '%1')</source>
        <translation>(Schlüssel ohne '%1')</translation>
    </message>
    <message>
        <source>(keys of this level)</source>
        <translation>(Schlüssel dieser Ebene)</translation>
    </message>
    <message numerus="yes">
        <source>Only the %n largest namespaces of a level are listed.</source>
        <translation>
            <numerusform>Nur der größte Namensraum einer Ebene wird gezeigt.</numerusform>
            <numerusform>Nur die %n größten Namensräume einer Ebene werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys that end at this level: no further '%1' after the prefix</source>
        <translation>Schlüssel, die auf dieser Ebene enden: kein weiteres '%1' nach dem Präfix</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namensraum</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value bytes</source>
        <translation>Wert-Bytes</translation>
    </message>
    <message>
        <source>Keys under the namespace, expired ones not swept yet included</source>
        <translation>Schlüssel im Namensraum, abgelaufene und noch nicht bereinigte eingeschlossen</translation>
    </message>
</context>
<context>
    <name>askr::models::CachePrefixesModel</name>
    <message>
        <source>(no prefix)</source>
        <translation>(kein Präfix)</translation>
    </message>
    <message>
        <source>Keys with neither ':' nor '/' in them</source>
        <translation>Schlüssel, die weder ':' noch '/' enthalten</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namensraum</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value bytes</source>
        <translation>Wert-Bytes</translation>
    </message>
    <message>
        <source>Share of keys</source>
        <translation>Schlüsselanteil</translation>
    </message>
    <message>
        <source>Share of bytes</source>
        <translation>Byte-Anteil</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheTagKeysModel</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>live</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>The tag still maps to this key, but the cache no longer holds it (forgotten or swept).</source>
        <translation>Das Tag verweist noch auf diesen Schlüssel, aber der Cache enthält ihn nicht mehr (vergessen oder bereinigt).</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheTagsModel</name>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>The tag, in tag order</source>
        <translation>Das Tag, in Tag-Reihenfolge</translation>
    </message>
    <message>
        <source>Live keys mapped to the tag (mappings whose key was deleted or has expired are not counted)</source>
        <translation>Lebende Schlüssel des Tags (Zuordnungen, deren Schlüssel gelöscht oder abgelaufen ist, zählen nicht)</translation>
    </message>
</context>
<context>
    <name>askr::models::CacheValueLoader</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The entry was removed; nothing was written.</source>
        <translation>Der Eintrag wurde entfernt; nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>askr::models::ChannelsModel</name>
    <message>
        <source>Counting the events of every channel…</source>
        <translation>Ereignisse aller Kanäle werden gezählt …</translation>
    </message>
    <message>
        <source>Events were trimmed since the last full count; counting again.
</source>
        <translation>Seit der letzten vollständigen Zählung wurden Ereignisse gekürzt; es wird neu gezählt.
</translation>
    </message>
    <message>
        <source>%1 counted %2 (the full count took %3 ms), %4 published since.</source>
        <translation>%1 zählte %2 (die vollständige Zählung dauerte %3 ms), seitdem %4 veröffentlicht.</translation>
    </message>
    <message>
        <source>Measured over the next refreshes.</source>
        <translation>Wird über die nächsten Aktualisierungen gemessen.</translation>
    </message>
    <message>
        <source>Events per second over the last %1 s.</source>
        <translation>Ereignisse pro Sekunde in den letzten %1 s.</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>First seq</source>
        <translation>Erste Seq</translation>
    </message>
    <message>
        <source>Last seq</source>
        <translation>Letzte Seq</translation>
    </message>
    <message>
        <source>Last publish</source>
        <translation>Letzte Veröffentlichung</translation>
    </message>
    <message>
        <source>Events in the log per channel: a full count, kept current from the events published since</source>
        <translation>Ereignisse im Protokoll pro Kanal: eine vollständige Zählung, fortgeschrieben mit den seitdem veröffentlichten Ereignissen</translation>
    </message>
    <message>
        <source>Events published per second, over the last %1 s</source>
        <translation>Pro Sekunde veröffentlichte Ereignisse, über die letzten %1 s</translation>
    </message>
    <message>
        <source>Sequence number of the oldest event still in the log</source>
        <translation>Sequenznummer des ältesten Ereignisses, das noch im Protokoll ist</translation>
    </message>
    <message>
        <source>Sequence number of the newest event</source>
        <translation>Sequenznummer des neuesten Ereignisses</translation>
    </message>
    <message>
        <source>When the newest event was published</source>
        <translation>Wann das neueste Ereignis veröffentlicht wurde</translation>
    </message>
</context>
<context>
    <name>askr::models::DashboardModel</name>
    <message>
        <source>Trend appears after a few readings.</source>
        <translation>Der Verlauf erscheint nach einigen Messungen.</translation>
    </message>
    <message>
        <source>▲ %1 in the last %2</source>
        <translation>▲ %1 in den letzten %2</translation>
    </message>
    <message>
        <source>▼ %1 in the last %2</source>
        <translation>▼ %1 in den letzten %2</translation>
    </message>
    <message>
        <source>No change in the last %1</source>
        <translation>Keine Änderung in den letzten %1</translation>
    </message>
    <message>
        <source>Jobs per minute, last hour</source>
        <translation>Jobs pro Minute, letzte Stunde</translation>
    </message>
    <message>
        <source>Dead letters per day, last 7 days</source>
        <translation>Fehlgeschlagene Jobs pro Tag, letzte 7 Tage</translation>
    </message>
    <message>
        <source>Longest wait now</source>
        <translation>Längste Wartezeit</translation>
    </message>
    <message>
        <source>Ready jobs per queue</source>
        <translation>Bereite Jobs je Warteschlange</translation>
    </message>
    <message>
        <source>Queue health</source>
        <translation>Zustand der Warteschlangen</translation>
    </message>
    <message>
        <source>Live cache keys</source>
        <translation>Gültige Cache-Schlüssel</translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation>Ereignisse pro Sekunde</translation>
    </message>
    <message>
        <source>Largest subscriber lag</source>
        <translation>Größter Abonnenten-Rückstand</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 processed/min</source>
        <translation>%1 erledigt/min</translation>
    </message>
    <message>
        <source>%1 today</source>
        <translation>%1 heute</translation>
    </message>
    <message>
        <source>Nothing waits</source>
        <translation>Nichts wartet</translation>
    </message>
    <message numerus="yes">
        <source>%n need attention</source>
        <translation>
            <numerusform>%n braucht Aufmerksamkeit</numerusform>
            <numerusform>%n brauchen Aufmerksamkeit</numerusform>
        </translation>
    </message>
    <message>
        <source>All healthy</source>
        <translation>Alle in Ordnung</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 Ereignisse</translation>
    </message>
    <message>
        <source>Not in this database</source>
        <translation>Nicht in dieser Datenbank</translation>
    </message>
    <message>
        <source>%1 failed/min in the last minute</source>
        <translation>%1 fehlgeschlagen/min in der letzten Minute</translation>
    </message>
    <message>
        <source>%1 expiring within the hour · %2 expired, not swept</source>
        <translation>%1 laufen binnen einer Stunde ab · %2 abgelaufen, nicht bereinigt</translation>
    </message>
    <message>
        <source>Rate appears after two readings.</source>
        <translation>Die Rate erscheint nach zwei Messungen.</translation>
    </message>
    <message>
        <source>Peak %1/s in the last %2</source>
        <translation>Spitze %1/s in den letzten %2</translation>
    </message>
    <message>
        <source>Jobs processed and dead-lettered per minute, from Askr Desk's history file. Minutes in which the app was not watching are left blank rather than guessed. Click to open the Queues page.</source>
        <translation>Erledigte und fehlgeschlagene Jobs pro Minute, aus der Verlaufsdatei von Askr Desk. Minuten, in denen die App nicht beobachtet hat, bleiben leer, statt geschätzt zu werden. Klicken öffnet die Seite Warteschlangen.</translation>
    </message>
    <message>
        <source>Dead letters in the table by the local day they failed (retried or forgotten ones are not counted). Click to open the Dead letters page.</source>
        <translation>Fehlgeschlagene Jobs in der Tabelle nach dem lokalen Tag ihres Fehlschlags (wiederholte oder vergessene zählen nicht). Klicken öffnet die Seite Fehlgeschlagene Jobs.</translation>
    </message>
    <message>
        <source>How long the oldest ready job of any queue has waited. Click to open the Queues page.</source>
        <translation>Wie lange der älteste bereite Job einer Warteschlange gewartet hat. Klicken öffnet die Seite Warteschlangen.</translation>
    </message>
    <message>
        <source>Jobs that can be claimed now, per queue. Click to open the Queues page.</source>
        <translation>Jobs, die jetzt abgeholt werden können, je Warteschlange. Klicken öffnet die Seite Warteschlangen.</translation>
    </message>
    <message>
        <source>Each queue's diagnosis. Click to open the Queues page.</source>
        <translation>Die Diagnose jeder Warteschlange. Klicken öffnet die Seite Warteschlangen.</translation>
    </message>
    <message>
        <source>Keys that have not expired, and how many expire within the hour. Click to open the Cache page.</source>
        <translation>Nicht abgelaufene Schlüssel, und wie viele binnen einer Stunde ablaufen. Klicken öffnet die Seite Cache.</translation>
    </message>
    <message>
        <source>Events published per second, from the growth of the newest sequence number between readings (never across a pause in reading). Click to open the Pub/sub page.</source>
        <translation>Veröffentlichte Ereignisse pro Sekunde, aus dem Wachstum der neuesten Sequenznummer zwischen Messungen (nie über eine Messpause hinweg). Klicken öffnet die Seite Pub/Sub.</translation>
    </message>
    <message>
        <source>Unread events of the subscriber furthest behind. Click to open the Pub/sub page.</source>
        <translation>Ungelesene Ereignisse des Abonnenten, der am weitesten zurückliegt. Klicken öffnet die Seite Pub/Sub.</translation>
    </message>
    <message>
        <source>%1 · %2 sessions apart</source>
        <translation>%1 · %2 Sitzungen gesondert</translation>
    </message>
</context>
<context>
    <name>askr::models::EventsModel</name>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Sequence number: publish order, shared by all channels</source>
        <translation>Sequenznummer: Veröffentlichungsreihenfolge, über alle Kanäle hinweg</translation>
    </message>
    <message>
        <source>The payload's JSON "event" field (the broadcast event class)</source>
        <translation>Das JSON-Feld „event“ der Nutzdaten (die Broadcast-Ereignisklasse)</translation>
    </message>
    <message>
        <source>Payload size</source>
        <translation>Nutzdatengröße</translation>
    </message>
</context>
<context>
    <name>askr::models::FailedExport</name>
    <message>
        <source>The database was closed.</source>
        <translation>Die Datenbank wurde geschlossen.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>askr::models::FailedGroupsModel</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Exception</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>(unnamed job)</source>
        <translation>(Job ohne Namen)</translation>
    </message>
    <message>
        <source>(no exception)</source>
        <translation>(keine Ausnahme)</translation>
    </message>
    <message>
        <source>Dead letters without a job name or exception; act on them one by one.</source>
        <translation>Fehlgeschlagene Jobs ohne Jobnamen oder Ausnahme; einzeln bearbeiten.</translation>
    </message>
    <message>
        <source>Dead letters per day over the last %1 days, oldest first: %2</source>
        <translation>Fehlgeschlagene Jobs pro Tag in den letzten %1 Tagen, älteste zuerst: %2</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 Tage</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Zuerst</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>Laravel's displayName of the payload</source>
        <translation>Laravels displayName der Nutzdaten</translation>
    </message>
    <message>
        <source>The exception's first line, with numbers and hex ids folded to # and quoted values to ? so that failures differing only in ids or values are one group</source>
        <translation>Die erste Zeile der Ausnahme, Zahlen und Hex-IDs zu #, Werte in Anführungszeichen zu ? zusammengefasst, damit Fehler, die sich nur in IDs oder Werten unterscheiden, eine Gruppe sind</translation>
    </message>
    <message>
        <source>Dead letters per day over the last 7 days, today last</source>
        <translation>Fehlgeschlagene Jobs pro Tag in den letzten 7 Tagen, heute zuletzt</translation>
    </message>
</context>
<context>
    <name>askr::models::FailedJobsModel</name>
    <message>
        <source>%1

The whole exception is in the detail pane.</source>
        <translation>%1

Die vollständige Ausnahme steht im Detailbereich.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Exception</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Failed at</source>
        <translation>Fehlgeschlagen am</translation>
    </message>
    <message>
        <source>Failed-job id; click to reverse the order</source>
        <translation>ID des fehlgeschlagenen Jobs; klicken, um die Reihenfolge umzukehren</translation>
    </message>
    <message>
        <source>Laravel's displayName, when the payload has one</source>
        <translation>Laravels displayName, sofern die Nutzdaten einen enthalten</translation>
    </message>
    <message>
        <source>The first line of the exception, its class without the namespace (the tooltip and the detail pane show all of it)</source>
        <translation>Die erste Zeile der Ausnahme, ihre Klasse ohne Namensraum (Tooltip und Detailbereich zeigen sie ganz)</translation>
    </message>
</context>
<context>
    <name>askr::models::FleetModel</name>
    <message>
        <source>None: a primary</source>
        <translation>Keine: ein Primärserver</translation>
    </message>
    <message>
        <source>A replica: choose its primary</source>
        <translation>Ein Replikat: Primärserver wählen</translation>
    </message>
    <message>
        <source>The server says this is a replica, and %1 is the only primary open, so it is taken as this one's primary. Right-click to choose another.</source>
        <translation>Der Server meldet ein Replikat, und %1 ist der einzige geöffnete Primärserver; er gilt daher als dessen Primärserver. Rechtsklick wählt einen anderen.</translation>
    </message>
    <message>
        <source>The server says this is a replica. Its primary is not open, or several are: open it, then right-click to choose it.</source>
        <translation>Der Server meldet ein Replikat. Sein Primärserver ist nicht geöffnet, oder mehrere sind es: Öffnen Sie ihn und wählen Sie ihn dann per Rechtsklick.</translation>
    </message>
    <message>
        <source>Not answering since %1</source>
        <translation>Antwortet nicht seit %1</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Wird geöffnet …</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>Antwortet</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Geöffnet</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Oldest ready</source>
        <translation>Älteste bereite</translation>
    </message>
    <message>
        <source>Live keys</source>
        <translation>Gültige Schlüssel</translation>
    </message>
    <message>
        <source>Newest event</source>
        <translation>Neuestes Ereignis</translation>
    </message>
    <message>
        <source>Largest lag</source>
        <translation>Größter Rückstand</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen …</translation>
    </message>
    <message>
        <source>In step</source>
        <translation>Gleichauf</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Ereignis</numerusform>
            <numerusform>%n Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Job</numerusform>
            <numerusform>%n Jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead letter(s)</source>
        <translation>
            <numerusform>%n fehlgeschlagener Job</numerusform>
            <numerusform>%n fehlgeschlagene Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>Reading the heads of both databases…</source>
        <translation>Die Köpfe beider Datenbanken werden gelesen …</translation>
    </message>
    <message>
        <source>Has every event, job and dead letter that %1 has.</source>
        <translation>Hat jedes Ereignis, jeden Job und jeden fehlgeschlagenen Job, den %1 hat.</translation>
    </message>
    <message>
        <source>The database this one follows (a replica's primary). Right-click to choose it.</source>
        <translation>Die Datenbank, der diese folgt (der Primary einer Replica). Mit Rechtsklick wählen.</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>Folgt</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <source>%1 · figures %2</source>
        <translation>%1 · Zahlen %2</translation>
    </message>
    <message>
        <source>Lacks %1 that %2 has; the oldest of them reached it %3 ago.</source>
        <translation>Ihr fehlen %1, die %2 hat; das älteste davon kam dort vor %3 an.</translation>
    </message>
</context>
<context>
    <name>askr::models::Freshness</name>
    <message>
        <source>as of %1 ago</source>
        <translation>Stand vor %1</translation>
    </message>
    <message>
        <source>Stale: these figures were read %1 ago, and the last read failed: %2</source>
        <translation>Veraltet: Diese Zahlen wurden vor %1 gelesen, und das letzte Lesen ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Stale: these figures were read %1 ago and have not been read again since.</source>
        <translation>Veraltet: Diese Zahlen wurden vor %1 gelesen und seitdem nicht erneut gelesen.</translation>
    </message>
    <message>
        <source>Snapshot taken %1, not live</source>
        <translation>Momentaufnahme von %1, nicht live</translation>
    </message>
</context>
<context>
    <name>askr::models::JobsModel</name>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
    <message>
        <source>lapsed %1 ago</source>
        <translation>vor %1 verfallen</translation>
    </message>
    <message>
        <source>Claimable from %1</source>
        <translation>Abholbar ab %1</translation>
    </message>
    <message>
        <source>Enqueued %1</source>
        <translation>Eingereiht %1</translation>
    </message>
    <message>
        <source>Not reserved</source>
        <translation>Nicht reserviert</translation>
    </message>
    <message>
        <source>Reserved by a worker until %1</source>
        <translation>Von einem Worker reserviert bis %1</translation>
    </message>
    <message>
        <source>The reservation lapsed at %1; the job can be claimed again.</source>
        <translation>Die Reservierung ist um %1 verfallen; der Job kann erneut abgeholt werden.</translation>
    </message>
    <message>
        <source>%1 claims so far; dead-lettered after %2</source>
        <translation>Bisher %1 Abholungen; nach %2 zu den fehlgeschlagenen Jobs verschoben</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Verfügbar</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Job id; click to reverse the order</source>
        <translation>Job-ID; klicken, um die Reihenfolge umzukehren</translation>
    </message>
    <message>
        <source>Laravel's displayName, when the payload has one</source>
        <translation>Laravels displayName, sofern die Nutzdaten einen enthalten</translation>
    </message>
    <message>
        <source>When the job is or was claimable (available_at)</source>
        <translation>Wann der Job abholbar ist oder war (available_at)</translation>
    </message>
    <message>
        <source>How long a worker still holds the job (reserved_until)</source>
        <translation>Wie lange ein Worker den Job noch hält (reserved_until)</translation>
    </message>
    <message>
        <source>Claims so far and the most allowed</source>
        <translation>Bisherige Abholungen und die erlaubte Höchstzahl</translation>
    </message>
</context>
<context>
    <name>askr::models::LiveTailModel</name>
    <message>
        <source>Skipped the events after seq %1 up to seq %2 while paused; the Events tab shows them.</source>
        <translation>Während der Pause wurden die Ereignisse nach Seq %1 bis Seq %2 übersprungen; die Registerkarte „Ereignisse“ zeigt sie.</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
</context>
<context>
    <name>askr::models::OverviewModel</name>
    <message>
        <source>Primitive</source>
        <translation>Primitiv</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Recent trend</source>
        <translation>Jüngster Trend</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
    <message>
        <source>Ready jobs</source>
        <translation>Bereite Jobs</translation>
    </message>
    <message>
        <source>Delayed jobs</source>
        <translation>Verzögerte Jobs</translation>
    </message>
    <message>
        <source>Reserved jobs</source>
        <translation>Reservierte Jobs</translation>
    </message>
    <message>
        <source>Failed jobs</source>
        <translation>Fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>Oldest ready</source>
        <translation>Ältester bereiter</translation>
    </message>
    <message>
        <source>Live keys</source>
        <translation>Gültige Schlüssel</translation>
    </message>
    <message>
        <source>Expired, not swept</source>
        <translation>Abgelaufen, nicht bereinigt</translation>
    </message>
    <message>
        <source>Value bytes</source>
        <translation>Wert-Bytes</translation>
    </message>
    <message>
        <source>Read %1 ago: adding up every value takes a pass over the whole cache table, so it is read at most once a minute.</source>
        <translation>Vor %1 gelesen: alle Werte zusammenzuzählen liest die ganze Cache-Tabelle, daher höchstens einmal pro Minute.</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <source>Newest seq</source>
        <translation>Neueste Seq</translation>
    </message>
    <message>
        <source>Subscribers</source>
        <translation>Abonnenten</translation>
    </message>
    <message>
        <source>Largest lag (events)</source>
        <translation>Größter Rückstand (Ereignisse)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
</context>
<context>
    <name>askr::models::PagedTableModel</name>
    <message>
        <source>Gone: deleted since the list was held still. It leaves the list when the list moves on.</source>
        <translation>Entfernt: gelöscht, seit die Liste stillsteht. Die Zeile verschwindet, wenn die Liste weiterläuft.</translation>
    </message>
</context>
<context>
    <name>askr::models::QueueOverviewModel</name>
    <message>
        <source>Its oldest ready job has waited %1. This is a snapshot, so nothing shows whether workers claim from it.</source>
        <translation>Ihr ältester bereiter Job wartet seit %1. Dies ist eine Momentaufnahme, daher ist nicht erkennbar, ob Worker aus ihr abholen.</translation>
    </message>
    <message>
        <source>≥ %1/min</source>
        <translation>≥ %1/min</translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation>%1/min</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>No worker?</source>
        <translation>Kein Worker?</translation>
    </message>
    <message>
        <source>Saturated</source>
        <translation>Ausgelastet</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Im Rückstand</translation>
    </message>
    <message>
        <source>%1
Flagged when its oldest ready job has waited more than %2 (right-click to change).</source>
        <translation>%1
Markiert, wenn ihr ältester bereiter Job länger als %2 wartet (Rechtsklick zum Ändern).</translation>
    </message>
    <message>
        <source>No job is ready.</source>
        <translation>Kein Job ist bereit.</translation>
    </message>
    <message>
        <source>The longest-waiting ready job has been claimable for %1; the first-enqueued one was created %2.</source>
        <translation>Der am längsten wartende bereite Job ist seit %1 abholbar; der zuerst eingereihte wurde %2 erstellt.</translation>
    </message>
    <message>
        <source>The longest-waiting ready job has been claimable for %1.</source>
        <translation>Der am längsten wartende bereite Job ist seit %1 abholbar.</translation>
    </message>
    <message>
        <source>Its oldest ready job has waited %1, within the %2 allowed.</source>
        <translation>Ihr ältester bereiter Job wartet seit %1, innerhalb der erlaubten %2.</translation>
    </message>
    <message>
        <source>Per minute over the last %1. At least this many: some jobs were enqueued and finished between two refreshes, which leaves no trace of their queue. The totals above the table are exact.</source>
        <translation>Pro Minute über die letzten %1. Mindestens so viele: Manche Jobs wurden zwischen zwei Aktualisierungen eingereiht und abgeschlossen, wodurch keine Spur ihrer Warteschlange bleibt. Die Summen über der Tabelle sind exakt.</translation>
    </message>
    <message>
        <source>Per minute over the last %1.</source>
        <translation>Pro Minute über die letzten %1.</translation>
    </message>
    <message>
        <source>Jobs dead-lettered per minute over the last %1.</source>
        <translation>Pro Minute fehlgeschlagene Jobs über die letzten %1.</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>Verzögert</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Oldest ready</source>
        <translation>Ältester bereiter</translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation>Eingereiht</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>Verarbeitet</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Jobs a worker may claim now</source>
        <translation>Jobs, die ein Worker jetzt abholen darf</translation>
    </message>
    <message>
        <source>Jobs waiting for their available_at (new delayed jobs and retries with backoff)</source>
        <translation>Jobs, die auf ihr available_at warten (neue verzögerte Jobs und Wiederholungen mit Backoff)</translation>
    </message>
    <message>
        <source>Jobs a worker holds right now</source>
        <translation>Jobs, die ein Worker gerade hält</translation>
    </message>
    <message>
        <source>Dead letters of this queue in askr_failed_jobs (a Laravel application's failures are in its own failed_jobs: askr-deskctl failed-jobs)</source>
        <translation>Fehlgeschlagene Jobs dieser Warteschlange in askr_failed_jobs (die Fehlschläge einer Laravel-Anwendung liegen in ihrer eigenen failed_jobs: askr-deskctl failed-jobs)</translation>
    </message>
    <message>
        <source>How long the longest-waiting ready job has been claimable, counted from its available_at (the runtime's backlog age); the runtime's per-queue age counts from created_at and is longer for a delayed or retried job</source>
        <translation>Wie lange der am längsten wartende bereite Job schon abholbar ist, gezählt ab seinem available_at (das Rückstandsalter der Laufzeit); das Alter je Warteschlange der Laufzeit zählt ab created_at und ist für einen verzögerten oder wiederholten Job länger</translation>
    </message>
    <message>
        <source>Jobs enqueued per minute, over the last minute</source>
        <translation>Pro Minute eingereihte Jobs, über die letzte Minute</translation>
    </message>
    <message>
        <source>Jobs that left the queue per minute (acknowledged or deleted), over the last minute</source>
        <translation>Jobs pro Minute, die die Warteschlange verlassen haben (bestätigt oder gelöscht), über die letzte Minute</translation>
    </message>
    <message>
        <source>Jobs dead-lettered per minute, over the last minute</source>
        <translation>Pro Minute fehlgeschlagene Jobs, über die letzte Minute</translation>
    </message>
    <message>
        <source>Whether the queue is keeping up, and if not, the likely reason</source>
        <translation>Ob die Warteschlange mithält und, falls nicht, der wahrscheinliche Grund</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>A snapshot does not change: it has no rates.</source>
        <translation>Eine Momentaufnahme ändert sich nicht: Sie hat keine Raten.</translation>
    </message>
    <message>
        <source>Rates are unknown: this database has no sqlite_sequence.</source>
        <translation>Raten unbekannt: Diese Datenbank hat keine sqlite_sequence.</translation>
    </message>
    <message>
        <source>Measuring: rates are shown after a minute of watching (%1 so far).</source>
        <translation>Wird gemessen: Raten erscheinen nach einer Minute Beobachtung (bisher %1).</translation>
    </message>
</context>
<context>
    <name>askr::models::ServerErrorsModel</name>
    <message>
        <source>Run it again on the server, in its --record-errors folder: %1</source>
        <translation>Auf dem Server erneut ausführen, in seinem --record-errors-Ordner: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>askr::models::ServerFleetModel</name>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen …</translation>
    </message>
    <message>
        <source>single process</source>
        <translation>ein Prozess</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1 (+%2 weitere)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>not linked</source>
        <translation>nicht verknüpft</translation>
    </message>
    <message>
        <source>as of %1 ago</source>
        <translation>Stand vor %1</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>Askr server</source>
        <translation>Askr-Server</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>5xx</source>
        <translation>5xx</translation>
    </message>
    <message>
        <source>Its database's backlog</source>
        <translation>Rückstand seiner Datenbank</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
</context>
<context>
    <name>askr::models::ServerQueuesModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>Verzögert</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Oldest pending</source>
        <translation>Älteste wartende</translation>
    </message>
    <message>
        <source>Link the server to its database to see the database's own count beside the server's.</source>
        <translation>Verknüpfen Sie den Server mit seiner Datenbank, um deren eigene Zahl neben der des Servers zu sehen.</translation>
    </message>
    <message>
        <source>Ready jobs of this queue in %1, as the database's Queues page counts them.</source>
        <translation>Bereite Jobs dieser Warteschlange in %1, wie die Seite Warteschlangen der Datenbank sie zählt.</translation>
    </message>
    <message>
        <source>no such queue</source>
        <translation>keine solche Warteschlange</translation>
    </message>
    <message>
        <source>Ready in its database</source>
        <translation>Bereit in seiner Datenbank</translation>
    </message>
    <message>
        <source>Ready in %1</source>
        <translation>Bereit in %1</translation>
    </message>
</context>
<context>
    <name>askr::models::ServerWatch</name>
    <message>
        <source>%1 answered %2, but %3.</source>
        <translation>%1 hat auf %2 geantwortet, aber %3.</translation>
    </message>
    <message>
        <source>%1 wants an admin token (401 unauthorized): open it again with File ▸ Open Askr Server… and give the token, or set ASKR_ADMIN_TOKEN before starting Askr Desk.</source>
        <translation>%1 verlangt ein Admin-Token (401 unauthorized): öffnen Sie ihn erneut mit Datei ▸ Askr-Server öffnen … und geben Sie das Token an, oder setzen Sie ASKR_ADMIN_TOKEN vor dem Start von Askr Desk.</translation>
    </message>
    <message>
        <source>worker %1's memory keeps growing: %2 MiB more than when first seen</source>
        <translation>der Speicher von Worker %1 wächst weiter: %2 MiB mehr als beim ersten Lesen</translation>
    </message>
    <message>
        <source>%1 worker respawns in the last minute</source>
        <translation>%1 Worker-Neustarts in der letzten Minute</translation>
    </message>
    <message>
        <source>%1 of responses are 5xx</source>
        <translation>%1 der Antworten sind 5xx</translation>
    </message>
</context>
<context>
    <name>askr::models::ServerWorkersModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Its memory rose at each of the last %1 readings, by %2 since it was first seen: the signal of a leak between recycles.</source>
        <translation>Sein Speicher ist bei jeder der letzten %1 Messungen gestiegen, um %2 seit dem ersten Lesen: das Zeichen eines Lecks zwischen zwei Neustarts.</translation>
    </message>
    <message>
        <source>keeps growing</source>
        <translation>wächst weiter</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Memory (RSS)</source>
        <translation>Speicher (RSS)</translation>
    </message>
    <message>
        <source>Since first seen</source>
        <translation>Seit dem ersten Lesen</translation>
    </message>
    <message>
        <source>Leak signal</source>
        <translation>Leck-Zeichen</translation>
    </message>
</context>
<context>
    <name>askr::models::SubscribersModel</name>
    <message>
        <source>Stalled for %1</source>
        <translation>Blockiert seit %1</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Liest</translation>
    </message>
    <message>
        <source>Caught up</source>
        <translation>Auf dem neuesten Stand</translation>
    </message>
    <message>
        <source>No progress for %1 while unread events wait (threshold %2): check the consumer.</source>
        <translation>Seit %1 kein Fortschritt, obwohl ungelesene Ereignisse warten (Schwellwert %2): Prüfen Sie den Konsumenten.</translation>
    </message>
    <message>
        <source>Unread events wait; the cursor moved %1.</source>
        <translation>Ungelesene Ereignisse warten; der Cursor bewegte sich %1.</translation>
    </message>
    <message>
        <source>Has read everything up to the head (seq %1).</source>
        <translation>Hat alles bis zum Kopf gelesen (Seq %1).</translation>
    </message>
    <message>
        <source>Head %1 − cursor %2. Sequence numbers are shared by all channels, so this is at most the number of unread events.</source>
        <translation>Kopf %1 − Cursor %2. Sequenznummern gelten für alle Kanäle gemeinsam, daher ist dies höchstens die Anzahl ungelesener Ereignisse.</translation>
    </message>
    <message>
        <source>The oldest unread event was published %1.</source>
        <translation>Das älteste ungelesene Ereignis wurde %1 veröffentlicht.</translation>
    </message>
    <message>
        <source>Nothing unread.</source>
        <translation>Nichts ungelesen.</translation>
    </message>
    <message>
        <source>Subscriber</source>
        <translation>Abonnent</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Cursor</source>
        <translation>Cursor</translation>
    </message>
    <message>
        <source>Lag</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Cursor moved</source>
        <translation>Cursor bewegt</translation>
    </message>
    <message>
        <source>The last sequence number the subscriber acknowledged</source>
        <translation>Die letzte Sequenznummer, die der Abonnent bestätigt hat</translation>
    </message>
    <message>
        <source>Sequence numbers between the cursor and the head of the log</source>
        <translation>Sequenznummern zwischen dem Cursor und dem Kopf des Protokolls</translation>
    </message>
    <message>
        <source>Age of the oldest event the subscriber has not read</source>
        <translation>Alter des ältesten Ereignisses, das der Abonnent nicht gelesen hat</translation>
    </message>
    <message>
        <source>When the cursor last moved (updated_at)</source>
        <translation>Wann der Cursor zuletzt bewegt wurde (updated_at)</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>Steht still</translation>
    </message>
    <message>
        <source>Its oldest unread event is %1 old (threshold %2) and its lag has not shrunk in the last minute: it is not catching up.</source>
        <translation>Sein ältestes ungelesenes Ereignis ist %1 alt (Schwelle %2), und sein Rückstand ist in der letzten Minute nicht geschrumpft: Er holt nicht auf.</translation>
    </message>
</context>
<context>
    <name>askr::models::pubsub</name>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
</context>
<context>
    <name>askr::operations</name>
    <message>
        <source>No worker? Nothing has claimed from this queue for %1, and its oldest ready job has waited %2.</source>
        <translation>Kein Worker? Seit %1 hat nichts aus dieser Warteschlange geholt, und ihr ältester bereiter Job wartet seit %2.</translation>
    </message>
    <message>
        <source>No worker? Nothing has claimed from this queue in the %1 it has been watched, and its oldest ready job has waited %2.</source>
        <translation>Kein Worker? In den %1, in denen diese Warteschlange beobachtet wird, hat nichts aus ihr geholt, und ihr ältester bereiter Job wartet seit %2.</translation>
    </message>
    <message>
        <source>Its oldest ready job has waited %1; watching for claims to tell why.</source>
        <translation>Ihr ältester bereiter Job wartet seit %1; Abholungen werden beobachtet, um den Grund zu finden.</translation>
    </message>
    <message>
        <source>Saturated: workers claim from this queue, but its ready backlog grew by %1 in the last %2 and its oldest job has waited %3.</source>
        <translation>Ausgelastet: Worker holen aus dieser Warteschlange, aber ihr Rückstand an bereiten Jobs ist in den letzten %2 um %1 gewachsen, und ihr ältester Job wartet seit %3.</translation>
    </message>
    <message>
        <source>Behind: workers are draining this queue (%1 fewer ready in the last %2), but its oldest job has waited %3.</source>
        <translation>Im Rückstand: Worker arbeiten diese Warteschlange ab (%1 weniger bereit in den letzten %2), aber ihr ältester Job wartet seit %3.</translation>
    </message>
    <message>
        <source>Behind: workers claim from this queue, but its backlog is not shrinking and its oldest job has waited %1.</source>
        <translation>Im Rückstand: Worker holen aus dieser Warteschlange, aber ihr Rückstand schrumpft nicht, und ihr ältester Job wartet seit %1.</translation>
    </message>
    <message>
        <source>0 queue workers on %1</source>
        <translation>0 Warteschlangen-Worker auf %1</translation>
    </message>
    <message>
        <source>%1 runs no queue worker (queue_workers 0): nothing takes jobs from this queue. %2</source>
        <translation>%1 betreibt keinen Warteschlangen-Worker (queue_workers 0): nichts holt Jobs aus dieser Warteschlange. %2</translation>
    </message>
    <message numerus="yes">
        <source>%n queue worker(s) alive: saturated</source>
        <translation>
            <numerusform>%n Warteschlangen-Worker läuft: ausgelastet</numerusform>
            <numerusform>%n Warteschlangen-Worker laufen: ausgelastet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queue worker(s) run on %1, yet none has taken a job from this queue: they are all busy, or not listening on it. %2</source>
        <translation>
            <numerusform>%n Warteschlangen-Worker läuft auf %1, hat aber keinen Job aus dieser Warteschlange geholt: er ist beschäftigt oder hört nicht auf sie. %2</numerusform>
            <numerusform>%n Warteschlangen-Worker laufen auf %1, doch keiner hat einen Job aus dieser Warteschlange geholt: alle sind beschäftigt oder hören nicht auf sie. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::ActivityRun</name>
    <message>
        <source>Nothing was kept, so they cannot be restored: %1</source>
        <translation type="vanished">Nichts wurde aufbewahrt, sie können also nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>Kept for 1 day as activity %2: it can be restored from the activity log.</source>
        <translation>1 Tag lang als Aktivität %2 aufbewahrt: im Aktivitätsprotokoll wiederherstellbar.</translation>
    </message>
    <message>
        <source>Kept for %1 days as activity %2: it can be restored from the activity log.</source>
        <translation>%1 Tage lang als Aktivität %2 aufbewahrt: im Aktivitätsprotokoll wiederherstellbar.</translation>
    </message>
    <message>
        <source>Deleted without a copy, as chosen: not kept.</source>
        <translation>Wie gewählt ohne Kopie gelöscht: nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>The activity log %1 cannot be opened: %2</source>
        <translation>Das Aktivitätsprotokoll %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>The activity log %1 cannot be written: %2</source>
        <translation>Das Aktivitätsprotokoll %1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Only %1 are free where the activity log is kept (%2), and %3 may be needed.</source>
        <translation>Wo das Aktivitätsprotokoll liegt (%2), sind nur %1 frei, und %3 können nötig sein.</translation>
    </message>
    <message>
        <source>Nothing was changed: the activity log could not be written first (%1). Every change is logged before it is made. Free space where the log is kept, or choose to go on without the log.</source>
        <translation>Nichts wurde geändert: Das Aktivitätsprotokoll konnte nicht zuerst geschrieben werden (%1). Jede Änderung wird protokolliert, bevor sie geschieht. Schaffen Sie Platz, wo das Protokoll liegt, oder wählen Sie, ohne Protokoll fortzufahren.</translation>
    </message>
    <message>
        <source>Nothing was changed: the activity log could not be written before the commit (%1). Free space where the log is kept and try again.</source>
        <translation>Nichts wurde geändert: Das Aktivitätsprotokoll konnte vor dem Commit nicht geschrieben werden (%1). Schaffen Sie Platz, wo das Protokoll liegt, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Nothing was deleted: the dead letters could not be kept first, so they could not be restored (%1). Free space where the activity log is kept, or forget them without a copy.</source>
        <translation>Nichts wurde gelöscht: Die fehlgeschlagenen Jobs konnten nicht zuerst aufbewahrt werden und ließen sich daher nicht wiederherstellen (%1). Schaffen Sie Platz, wo das Aktivitätsprotokoll liegt, oder vergessen Sie sie ohne Kopie.</translation>
    </message>
    <message>
        <source>It is not in the activity log: %1</source>
        <translation>Sie steht nicht im Aktivitätsprotokoll: %1</translation>
    </message>
    <message>
        <source>Deleted without a copy, as chosen: they cannot be restored (%1).</source>
        <translation>Wie gewählt ohne Kopie gelöscht: Sie lassen sich nicht wiederherstellen (%1).</translation>
    </message>
</context>
<context>
    <name>askr::operations::CacheActions</name>
    <message>
        <source>Sweep Expired Entries</source>
        <translation>Abgelaufene Einträge bereinigen</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Bereinigen</translation>
    </message>
    <message>
        <source>Delete %1 expired entries? Readers already miss them; the sweep gives their space back.</source>
        <translation>%1 abgelaufene Einträge löschen? Leser finden sie schon jetzt nicht mehr; die Bereinigung gibt ihren Speicher frei.</translation>
    </message>
    <message>
        <source>Swept %1 expired entries.</source>
        <translation>%1 abgelaufene Einträge bereinigt.</translation>
    </message>
    <message>
        <source>Deleted %1 expired entry.</source>
        <translation>%1 abgelaufener Eintrag gelöscht.</translation>
    </message>
    <message>
        <source>Deleted %1 expired entries.</source>
        <translation>%1 abgelaufene Einträge gelöscht.</translation>
    </message>
    <message>
        <source>Would delete %1 expired entry.</source>
        <translation>Würde %1 abgelaufenen Eintrag löschen.</translation>
    </message>
    <message>
        <source>Would delete %1 expired entries.</source>
        <translation>Würde %1 abgelaufene Einträge löschen.</translation>
    </message>
    <message>
        <source>Flush Tag</source>
        <translation>Tag leeren</translation>
    </message>
    <message>
        <source>Flush the tag %1? This deletes the %2 cache entries that carry it, then its %3 mappings.</source>
        <translation>Das Tag %1 leeren? Dies löscht die %2 Cache-Einträge, die es tragen, und danach seine %3 Zuordnungen.</translation>
    </message>
    <message>
        <source>Flushed the tag %1: %2 mappings removed, with the entries they pointed to (%3 when previewed).</source>
        <translation>Tag %1 geleert: %2 Zuordnungen entfernt, mitsamt den Einträgen, auf die sie verwiesen (%3 bei der Vorschau).</translation>
    </message>
    <message>
        <source>Flushed the tag %1: %2 mappings removed, with the entries they named.</source>
        <translation>Tag %1 geleert: %2 Zuordnungen entfernt, mitsamt den Einträgen, die sie nannten.</translation>
    </message>
    <message>
        <source>Would flush the tag %1: %2 cache entries and %3 mappings.</source>
        <translation>Würde Tag %1 leeren: %2 Cache-Einträge und %3 Zuordnungen.</translation>
    </message>
    <message>
        <source>Flush Entire Cache</source>
        <translation>Gesamten Cache leeren</translation>
    </message>
    <message>
        <source>Flush Everything</source>
        <translation>Alles leeren</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>flush</translation>
    </message>
    <message>
        <source>Delete all %1 cache entries and %2 tag mappings? Every read misses until the application writes again, every lock is released and every counter starts again from zero.</source>
        <translation>Alle %1 Cache-Einträge und %2 Tag-Zuordnungen löschen? Jeder Lesezugriff geht ins Leere, bis die Anwendung wieder schreibt, jede Sperre wird freigegeben und jeder Zähler beginnt wieder bei null.</translation>
    </message>
    <message>
        <source>Flushed the cache: %1 entries deleted.</source>
        <translation>Cache geleert: %1 Einträge gelöscht.</translation>
    </message>
    <message>
        <source>Would delete all %1 cache entries.</source>
        <translation>Würde alle %1 Cache-Einträge löschen.</translation>
    </message>
    <message>
        <source>Forget Matching Keys</source>
        <translation>Passende Schlüssel vergessen</translation>
    </message>
    <message>
        <source>Forget All</source>
        <translation>Alle vergessen</translation>
    </message>
    <message>
        <source>Forget all %1 keys matching %2, expired or not? Their values are deleted; readers will miss them.</source>
        <translation>Alle %1 Schlüssel vergessen, die auf %2 passen, ob abgelaufen oder nicht? Ihre Werte werden gelöscht; Leser finden sie nicht mehr.</translation>
    </message>
    <message>
        <source>Forgot %1 keys matching %2.</source>
        <translation>%1 Schlüssel vergessen, die auf %2 passen.</translation>
    </message>
    <message>
        <source>Would forget %1 keys matching %2.</source>
        <translation>Würde %1 Schlüssel vergessen, die zu %2 passen.</translation>
    </message>
</context>
<context>
    <name>askr::operations::FailedActions</name>
    <message>
        <source>(%1 were counted before: other processes changed the dead letters meanwhile.)</source>
        <translation>(%1 wurden vorher gezählt: Andere Prozesse haben die fehlgeschlagenen Jobs inzwischen geändert.)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Retried %1: they are back in their queues, ready now.</source>
        <translation>%1 wiederholt: Sie sind zurück in ihren Warteschlangen und jetzt bereit.</translation>
    </message>
    <message>
        <source>Moved %1 failed job back to its queue, ready now.</source>
        <translation>%1 fehlgeschlagener Job zurück in seine Warteschlange verschoben, jetzt bereit.</translation>
    </message>
    <message>
        <source>Moved %1 failed jobs back to their queues, ready now.</source>
        <translation>%1 fehlgeschlagene Jobs zurück in ihre Warteschlangen verschoben, jetzt bereit.</translation>
    </message>
    <message>
        <source>Would retry %1 failed job.</source>
        <translation>Würde %1 fehlgeschlagenen Job wiederholen.</translation>
    </message>
    <message>
        <source>Would retry %1 failed jobs.</source>
        <translation>Würde %1 fehlgeschlagene Jobs wiederholen.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Forgot %1.</source>
        <translation>Vergessen: %1.</translation>
    </message>
    <message>
        <source>Deleted %1 failed job.</source>
        <translation>%1 fehlgeschlagener Job gelöscht.</translation>
    </message>
    <message>
        <source>Deleted %1 failed jobs.</source>
        <translation>%1 fehlgeschlagene Jobs gelöscht.</translation>
    </message>
    <message>
        <source>Would delete %1 failed job.</source>
        <translation>Würde %1 fehlgeschlagenen Job löschen.</translation>
    </message>
    <message>
        <source>Would delete %1 failed jobs.</source>
        <translation>Würde %1 fehlgeschlagene Jobs löschen.</translation>
    </message>
    <message>
        <source>Retry Failed Jobs</source>
        <translation>Fehlgeschlagene Jobs wiederholen</translation>
    </message>
    <message>
        <source>Forget Failed Jobs</source>
        <translation>Fehlgeschlagene Jobs vergessen</translation>
    </message>
    <message>
        <source>1 failed job</source>
        <translation>1 fehlgeschlagener Job</translation>
    </message>
    <message>
        <source>%1 failed jobs</source>
        <translation>%1 fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>Retry %1 (selected)?</source>
        <translation>Wiederholen: %1 (ausgewählt)?</translation>
    </message>
    <message>
        <source>They go back to their queues, ready at once, with their attempts reset.</source>
        <translation>Sie kehren sofort bereit und mit zurückgesetzten Versuchen in ihre Warteschlangen zurück.</translation>
    </message>
    <message>
        <source>Retry all %1?</source>
        <translation>Alle wiederholen: %1?</translation>
    </message>
    <message>
        <source>Retry %1%2?</source>
        <translation>Wiederholen: %1%2?</translation>
    </message>
    <message>
        <source>They go back to their queues, ready at once, with their attempts reset, all in one transaction.</source>
        <translation>Sie kehren sofort bereit und mit zurückgesetzten Versuchen in ihre Warteschlangen zurück, alles in einer Transaktion.</translation>
    </message>
    <message>
        <source>Forget %1 (selected)?</source>
        <translation>Vergessen: %1 (ausgewählt)?</translation>
    </message>
    <message>
        <source>forget all</source>
        <translation>alle vergessen</translation>
    </message>
    <message>
        <source>Forget all %1?</source>
        <translation>Alle vergessen: %1?</translation>
    </message>
    <message>
        <source>Forget %1%2?</source>
        <translation>Vergessen: %1%2?</translation>
    </message>
    <message>
        <source>They are deleted, and kept for 1 day in the activity log, from where they can be restored.</source>
        <translation>Sie werden gelöscht und 1 Tag lang im Aktivitätsprotokoll aufbewahrt, von wo sie wiederhergestellt werden können.</translation>
    </message>
    <message>
        <source>They are deleted, and kept for %1 days in the activity log, from where they can be restored.</source>
        <translation>Sie werden gelöscht und %1 Tage lang im Aktivitätsprotokoll aufbewahrt, von wo sie wiederhergestellt werden können.</translation>
    </message>
</context>
<context>
    <name>askr::operations::FailedFilter</name>
    <message>
        <source>matching '%1'</source>
        <translation>passend zu '%1'</translation>
    </message>
    <message>
        <source>of job %1</source>
        <translation>des Jobs %1</translation>
    </message>
    <message>
        <source>in queue %1</source>
        <translation>in Warteschlange %1</translation>
    </message>
    <message>
        <source>that failed between %1 and %2</source>
        <translation>die zwischen %1 und %2 fehlgeschlagen sind</translation>
    </message>
    <message>
        <source>that failed since %1</source>
        <translation>die seit %1 fehlgeschlagen sind</translation>
    </message>
    <message>
        <source>that failed until %1</source>
        <translation>die bis %1 fehlgeschlagen sind</translation>
    </message>
    <message>
        <source>failing with %1</source>
        <translation>mit Fehler %1</translation>
    </message>
    <message>
        <source>with '%1' in the payload</source>
        <translation>mit '%1' in den Nutzdaten</translation>
    </message>
</context>
<context>
    <name>askr::operations::Integrity</name>
    <message>
        <source>%1 passed the integrity check (quick_check): no damaged pages were found.</source>
        <translation>%1 hat die Integritätsprüfung (quick_check) bestanden: Es wurden keine beschädigten Seiten gefunden.</translation>
    </message>
    <message>
        <source>%1 is damaged; quick_check reported:

%2

Nothing was changed. Restore it from a backup or a replica; until then the views may be incomplete.</source>
        <translation>%1 ist beschädigt; quick_check meldete:

%2

Nichts wurde geändert. Aus einer Sicherung oder einem Replikat wiederherstellen; bis dahin können die Ansichten unvollständig sein.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more line(s).</source>
        <translation>
            <numerusform>… und %n weitere Zeile.</numerusform>
            <numerusform>… und %n weitere Zeilen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::IntentResolver</name>
    <message>
        <source>Its process stopped before the change was committed, so SQLite rolled it back.</source>
        <translation>Ihr Prozess endete, bevor die Änderung festgeschrieben war; SQLite hat sie daher zurückgenommen.</translation>
    </message>
    <message>
        <source>Its process stopped while the change was being committed, and nothing in the database tells whether it was.</source>
        <translation>Ihr Prozess endete, während die Änderung festgeschrieben wurde, und nichts in der Datenbank zeigt, ob sie es wurde.</translation>
    </message>
    <message>
        <source>Its process stopped while the change was being committed; the dead letters it moved or deleted are gone, so it was.</source>
        <translation>Ihr Prozess endete, während die Änderung festgeschrieben wurde; die fehlgeschlagenen Jobs, die sie verschob oder löschte, sind weg, also wurde sie es.</translation>
    </message>
    <message>
        <source>Its process stopped while the change was being committed; the dead letters it moved or deleted are still there, so it was not.</source>
        <translation>Ihr Prozess endete, während die Änderung festgeschrieben wurde; die fehlgeschlagenen Jobs, die sie verschob oder löschte, sind noch da, also wurde sie es nicht.</translation>
    </message>
    <message>
        <source>Its process stopped while the change was being committed; some of the dead letters it names are gone and some are not.</source>
        <translation>Ihr Prozess endete, während die Änderung festgeschrieben wurde; von den fehlgeschlagenen Jobs, die sie nennt, sind einige weg und andere nicht.</translation>
    </message>
    <message>
        <source>Outcome unknown: %1</source>
        <translation>Ergebnis unbekannt: %1</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
</context>
<context>
    <name>askr::operations::JobActions</name>
    <message>
        <source>Release Reservation</source>
        <translation>Reservierung freigeben</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Released %1 reserved job; the next claim may take it.</source>
        <translation>%1 reservierter Job freigegeben; die nächste Abholung kann ihn nehmen.</translation>
    </message>
    <message>
        <source>Released %1 reserved jobs; the next claims may take them.</source>
        <translation>%1 reservierte Jobs freigegeben; die nächsten Abholungen können sie nehmen.</translation>
    </message>
    <message>
        <source>Would release %1 reserved job.</source>
        <translation>Würde %1 reservierten Job freigeben.</translation>
    </message>
    <message>
        <source>Would release %1 reserved jobs.</source>
        <translation>Würde %1 reservierte Jobs freigeben.</translation>
    </message>
    <message>
        <source>Release the reservation of 1 job? The next claim may take it again; a worker still running it may finish it twice.</source>
        <translation>Die Reservierung von 1 Job freigeben? Die nächste Abholung kann ihn wieder nehmen; ein Worker, der ihn noch ausführt, könnte ihn doppelt abschließen.</translation>
    </message>
    <message>
        <source>Release the reservations of %1 jobs? The next claims may take them again; a worker still running one may finish it twice.</source>
        <translation>Die Reservierungen von %1 Jobs freigeben? Die nächsten Abholungen können sie wieder nehmen; ein Worker, der einen noch ausführt, könnte ihn doppelt abschließen.</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>Release the reservation of %1? The next claim may take it again; a worker still running it may finish it twice.</source>
        <translation>Die Reservierung von %1 freigeben? Die nächste Abholung kann ihn wieder nehmen; ein Worker, der ihn noch ausführt, könnte ihn doppelt abschließen.</translation>
    </message>
    <message>
        <source>Released job %1: it can be claimed again.</source>
        <translation>Job %1 freigegeben: Er kann erneut abgeholt werden.</translation>
    </message>
    <message>
        <source>Job %1 was no longer reserved; nothing changed.</source>
        <translation>Job %1 war nicht mehr reserviert; nichts geändert.</translation>
    </message>
    <message>
        <source>Delete Job</source>
        <translation>Job löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete %1? It is removed for good and will not run.</source>
        <translation>%1 löschen? Er wird endgültig entfernt und nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Deleted job %1.</source>
        <translation>Job %1 gelöscht.</translation>
    </message>
    <message>
        <source>Job %1 was already gone; nothing changed.</source>
        <translation>Job %1 existierte bereits nicht mehr; nichts geändert.</translation>
    </message>
    <message>
        <source>Deleted %1 job.</source>
        <translation>%1 Job gelöscht.</translation>
    </message>
    <message>
        <source>Deleted %1 jobs.</source>
        <translation>%1 Jobs gelöscht.</translation>
    </message>
    <message>
        <source>Would delete %1 job.</source>
        <translation>Würde %1 Job löschen.</translation>
    </message>
    <message>
        <source>Would delete %1 jobs.</source>
        <translation>Würde %1 Jobs löschen.</translation>
    </message>
</context>
<context>
    <name>askr::operations::KeyActions</name>
    <message>
        <source>Forget Keys</source>
        <translation>Schlüssel vergessen</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Forget the key %1? Its value is deleted; readers will miss it.</source>
        <translation>Den Schlüssel %1 vergessen? Sein Wert wird gelöscht; Leser finden ihn nicht mehr.</translation>
    </message>
    <message>
        <source>Forget %1 keys (%2)? Their values are deleted; readers will miss them.</source>
        <translation>%1 Schlüssel vergessen (%2)? Ihre Werte werden gelöscht; Leser finden sie nicht mehr.</translation>
    </message>
    <message>
        <source>%1 of them had been removed meanwhile.</source>
        <translation>%1 davon wurden inzwischen entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n key(s).</source>
        <translation>
            <numerusform>%n Schlüssel vergessen.</numerusform>
            <numerusform>%n Schlüssel vergessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n had been removed meanwhile.</source>
        <translation>
            <numerusform>%n war inzwischen entfernt worden.</numerusform>
            <numerusform>%n waren inzwischen entfernt worden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set TTL</source>
        <translation>TTL festlegen</translation>
    </message>
    <message numerus="yes">
        <source>%n selected key(s) have expired or are gone and stay as they are.</source>
        <translation>
            <numerusform>%n ausgewählter Schlüssel ist abgelaufen oder verschwunden und bleibt unverändert.</numerusform>
            <numerusform>%n ausgewählte Schlüssel sind abgelaufen oder verschwunden und bleiben unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected: %1.</source>
        <translation>Ausgewählt: %1.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Counter incremented by %1 to %2.</source>
        <translation>Zähler um %1 auf %2 erhöht.</translation>
    </message>
    <message>
        <source>Counter decremented by %1 to %2.</source>
        <translation>Zähler um %1 auf %2 verringert.</translation>
    </message>
    <message numerus="yes">
        <source>Make %n live key(s) expire in %1?</source>
        <translation>
            <numerusform>%n lebenden Schlüssel in %1 ablaufen lassen?</numerusform>
            <numerusform>%n lebende Schlüssel in %1 ablaufen lassen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n live key(s) never expire?</source>
        <translation>
            <numerusform>%n lebenden Schlüssel nie ablaufen lassen?</numerusform>
            <numerusform>%n lebende Schlüssel nie ablaufen lassen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) now expire in %1.</source>
        <translation>
            <numerusform>%n Schlüssel läuft jetzt in %1 ab.</numerusform>
            <numerusform>%n Schlüssel laufen jetzt in %1 ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) now never expire.</source>
        <translation>
            <numerusform>%n Schlüssel läuft jetzt nie ab.</numerusform>
            <numerusform>%n Schlüssel laufen jetzt nie ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget Key</source>
        <translation>Schlüssel vergessen</translation>
    </message>
    <message>
        <source>Forgot the key %1.</source>
        <translation>Der Schlüssel %1 wurde vergessen.</translation>
    </message>
    <message>
        <source>The key %1 had been removed meanwhile.</source>
        <translation>Der Schlüssel %1 war inzwischen entfernt worden.</translation>
    </message>
    <message>
        <source>There is no key %1; nothing was removed.</source>
        <translation>Es gibt keinen Schlüssel %1; nichts wurde entfernt.</translation>
    </message>
    <message>
        <source>Would forget the key %1.</source>
        <translation>Würde den Schlüssel %1 vergessen.</translation>
    </message>
    <message>
        <source>There is no key %1; nothing would be removed.</source>
        <translation>Es gibt keinen Schlüssel %1; nichts würde entfernt.</translation>
    </message>
</context>
<context>
    <name>askr::operations::LockActions</name>
    <message>
        <source>Force Release Lock</source>
        <translation>Freigabe der Sperre erzwingen</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>The lock %1 was not released: it is gone already (its owner released it, or it was swept). Nothing was changed.</source>
        <translation>Die Sperre %1 wurde nicht freigegeben: Sie existiert bereits nicht mehr (ihr Besitzer hat sie freigegeben oder sie wurde bereinigt). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>%1 was not released: it holds %2, not a lock owner token. Nothing was changed; forget the key in the Cache page if it is not wanted.</source>
        <translation>%1 wurde nicht freigegeben: Der Eintrag enthält %2, kein Besitzer-Token einer Sperre. Nichts wurde geändert; vergessen Sie den Schlüssel auf der Cache-Seite, wenn er nicht gebraucht wird.</translation>
    </message>
    <message>
        <source>The lock %1 was not released: it is no longer held by %2 but by %3, who acquired it after it was shown. Nothing was changed.</source>
        <translation>Die Sperre %1 wurde nicht freigegeben: Sie wird nicht mehr von %2 gehalten, sondern von %3, der sie nach der Anzeige erworben hat. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Release the lock %1 held by %2? It expired %3 ago; its owner may have crashed.</source>
        <translation>Die Sperre %1 von %2 freigeben? Sie ist vor %3 abgelaufen; ihr Besitzer ist möglicherweise abgestürzt.</translation>
    </message>
    <message>
        <source>Release the lock %1 held by %2? It is still held for %3: releasing it lets another worker take it while %2 may still be working.</source>
        <translation>Die Sperre %1 von %2 freigeben? Sie wird noch %3 gehalten: Die Freigabe erlaubt einem anderen Worker, sie zu übernehmen, während %2 möglicherweise noch arbeitet.</translation>
    </message>
    <message>
        <source>Released the lock %1 held by %2.</source>
        <translation>Sperre %1 von %2 freigegeben.</translation>
    </message>
    <message>
        <source>The lock %1 was not released: it is no longer held by %2 (someone re-acquired or released it after it was shown). Nothing was changed.</source>
        <translation>Die Sperre %1 wurde nicht freigegeben: Sie wird nicht mehr von %2 gehalten (jemand hat sie nach der Anzeige neu erworben oder freigegeben). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>• %1 (owner %2)</source>
        <translation>• %1 (Besitzer %2)</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Release Lock</source>
        <translation>Sperre freigeben</translation>
    </message>
    <message>
        <source>Release the lock %1 held by %2?</source>
        <translation>Die Sperre %1 von %2 freigeben?</translation>
    </message>
    <message>
        <source>The lock %1 was not released: it is no longer held by %2. Nothing was changed.</source>
        <translation>Die Sperre %1 wurde nicht freigegeben: %2 hält sie nicht mehr. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Removed lock %1 held by %2.</source>
        <translation>Sperre %1 von %2 entfernt.</translation>
    </message>
    <message>
        <source>%1 is not held by %2 (anymore); nothing was removed.</source>
        <translation>%1 wird (nicht mehr) von %2 gehalten; nichts wurde entfernt.</translation>
    </message>
    <message>
        <source>Would remove lock %1 held by %2.</source>
        <translation>Würde die Sperre %1 von %2 entfernen.</translation>
    </message>
    <message>
        <source>%1 is not held by %2; nothing would be removed.</source>
        <translation>%1 wird nicht von %2 gehalten; nichts würde entfernt.</translation>
    </message>
    <message>
        <source>Release the lock %1 held by %2? It never expires: only its owner can end it. Release it if %2 is no longer running (a worker that died, a deploy); otherwise another worker may take it while %2 still works.</source>
        <translation>Die Sperre %1 von %2 freigeben? Sie läuft nie ab: Nur ihr Besitzer kann sie beenden. Freigeben, wenn %2 nicht mehr läuft (ein abgestürzter Worker, ein Deployment); sonst kann ein anderer Worker sie nehmen, während %2 noch arbeitet.</translation>
    </message>
    <message>
        <source>Release Orphaned Locks</source>
        <translation>Verwaiste Sperren freigeben</translation>
    </message>
    <message>
        <source>Release 1 orphaned unique-job lock?</source>
        <translation>1 verwaiste Unique-Job-Sperre freigeben?</translation>
    </message>
    <message>
        <source>Release %1 orphaned unique-job locks?</source>
        <translation>%1 verwaiste Unique-Job-Sperren freigeben?</translation>
    </message>
    <message>
        <source>No job of their class is waiting, delayed or reserved, so nothing will ever release them, and every dispatch of these jobs is dropped while they are held. Each is removed only if it still holds the owner shown:</source>
        <translation>Kein Job ihrer Klasse wartet, ist verzögert oder reserviert; nichts wird sie je freigeben, und jede Einreihung dieser Jobs wird verworfen, solange sie gehalten werden. Jede wird nur entfernt, solange sie noch den angezeigten Besitzer enthält:</translation>
    </message>
    <message>
        <source>Released 1 orphaned unique-job lock.</source>
        <translation>1 verwaiste Unique-Job-Sperre freigegeben.</translation>
    </message>
    <message>
        <source>Released %1 orphaned unique-job locks.</source>
        <translation>%1 verwaiste Unique-Job-Sperren freigegeben.</translation>
    </message>
    <message>
        <source>Released %1 of %2 orphaned unique-job locks; the others were released or taken again since they were shown.</source>
        <translation>%1 von %2 verwaisten Unique-Job-Sperren freigegeben; die übrigen wurden seit der Anzeige freigegeben oder neu genommen.</translation>
    </message>
    <message>
        <source>No orphaned unique-job lock was released.</source>
        <translation>Keine verwaiste Unique-Job-Sperre wurde freigegeben.</translation>
    </message>
    <message>
        <source>No orphaned unique-job lock would be released.</source>
        <translation>Keine verwaiste Unique-Job-Sperre würde freigegeben.</translation>
    </message>
    <message>
        <source>Would release 1 orphaned unique-job lock.</source>
        <translation>Würde 1 verwaiste Unique-Job-Sperre freigeben.</translation>
    </message>
    <message>
        <source>Would release %1 orphaned unique-job locks.</source>
        <translation>Würde %1 verwaiste Unique-Job-Sperren freigeben.</translation>
    </message>
</context>
<context>
    <name>askr::operations::PubSubActions</name>
    <message>
        <source>No subscriber loses an event it has not read.</source>
        <translation>Kein Abonnent verliert ein Ereignis, das er nicht gelesen hat.</translation>
    </message>
    <message numerus="yes">
        <source>%n subscriber(s) would lose events they have not read:</source>
        <translation>
            <numerusform>%n Abonnent würde ungelesene Ereignisse verlieren:</numerusform>
            <numerusform>%n Abonnenten würden ungelesene Ereignisse verlieren:</numerusform>
        </translation>
    </message>
    <message>
        <source>  • %1 (cursor %2): %3 unread events</source>
        <translation>  • %1 (Cursor %2): %3 ungelesene Ereignisse</translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more</source>
        <translation>
            <numerusform>  … und %n weiterer</numerusform>
            <numerusform>  … und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Events</source>
        <translation>Ereignisse löschen</translation>
    </message>
    <message>
        <source>Deleted %1 event.</source>
        <translation>%1 Ereignis gelöscht.</translation>
    </message>
    <message>
        <source>Deleted %1 events.</source>
        <translation>%1 Ereignisse gelöscht.</translation>
    </message>
    <message>
        <source>Would delete %1 event.</source>
        <translation>Würde %1 Ereignis löschen.</translation>
    </message>
    <message>
        <source>Would delete %1 events.</source>
        <translation>Würde %1 Ereignisse löschen.</translation>
    </message>
    <message>
        <source>Delete %1 events published more than %2 ago, in every channel?</source>
        <translation>%1 Ereignisse löschen, die vor mehr als %2 veröffentlicht wurden, in allen Kanälen?</translation>
    </message>
    <message>
        <source>Trim by Age</source>
        <translation>Nach Alter kürzen</translation>
    </message>
    <message>
        <source>Deleted %1 events (%2 when previewed: events aged past the cutoff in between).</source>
        <translation>%1 Ereignisse gelöscht (%2 bei der Vorschau: Ereignisse haben die Grenze inzwischen überschritten).</translation>
    </message>
    <message>
        <source>Delete the %1 oldest events and keep the newest %2?</source>
        <translation>Die %1 ältesten Ereignisse löschen und die neuesten %2 behalten?</translation>
    </message>
    <message>
        <source>Trim to Newest Events</source>
        <translation>Auf neueste Ereignisse kürzen</translation>
    </message>
    <message>
        <source>Deleted %1 events; the newest %2 remain.</source>
        <translation>%1 Ereignisse gelöscht; die neuesten %2 bleiben.</translation>
    </message>
    <message>
        <source>Deleted %1 events (%2 when previewed: events were published in between); the newest %3 remain.</source>
        <translation>%1 Ereignisse gelöscht (%2 bei der Vorschau: inzwischen wurden Ereignisse veröffentlicht); die neuesten %3 bleiben.</translation>
    </message>
</context>
<context>
    <name>askr::operations::RestoreActions</name>
    <message>
        <source>Restore Forgotten Failed Jobs</source>
        <translation>Vergessene fehlgeschlagene Jobs wiederherstellen</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Restore %1 kept by activity %2?</source>
        <translation>%1, aufbewahrt von Aktivität %2, wiederherstellen?</translation>
    </message>
    <message>
        <source>They become dead letters again, with their uuid, payload and exception; any whose uuid is a dead letter already is skipped.</source>
        <translation>Sie werden wieder fehlgeschlagene Jobs, mit UUID, Nutzdaten und Ausnahme; einer, dessen UUID schon ein fehlgeschlagener Job ist, wird übersprungen.</translation>
    </message>
    <message>
        <source>Restored %1 as dead letters.</source>
        <translation>%1 als fehlgeschlagene Jobs wiederhergestellt.</translation>
    </message>
    <message>
        <source>Restored %1 failed job.</source>
        <translation>%1 fehlgeschlagenen Job wiederhergestellt.</translation>
    </message>
    <message>
        <source>Restored %1 failed jobs.</source>
        <translation>%1 fehlgeschlagene Jobs wiederhergestellt.</translation>
    </message>
    <message>
        <source>Would restore %1 failed job.</source>
        <translation>Würde %1 fehlgeschlagenen Job wiederherstellen.</translation>
    </message>
    <message>
        <source>Would restore %1 failed jobs.</source>
        <translation>Würde %1 fehlgeschlagene Jobs wiederherstellen.</translation>
    </message>
    <message>
        <source>Restore Skipped Failed Jobs as New</source>
        <translation>Übersprungene fehlgeschlagene Jobs als neue wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Put back %n failed job(s); %1 of them as new dead letters with new uuids.</source>
        <translation>
            <numerusform>%n fehlgeschlagenen Job zurückgelegt; %1 davon als neue fehlgeschlagene Jobs mit neuen UUIDs.</numerusform>
            <numerusform>%n fehlgeschlagene Jobs zurückgelegt; %1 davon als neue fehlgeschlagene Jobs mit neuen UUIDs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put back %1 of %n; %2 skipped: a dead letter with the same uuid is still there.</source>
        <translation>
            <numerusform>%1 von %n zurückgelegt; %2 übersprungen: Ein fehlgeschlagener Job mit derselben UUID ist noch da.</numerusform>
            <numerusform>%1 von %n zurückgelegt; %2 übersprungen: Ein fehlgeschlagener Job mit derselben UUID ist noch da.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them share(s) their uuid with a dead letter still there and come(s) back as new dead letters, each with a new uuid.</source>
        <translation>
            <numerusform>%n davon teilt seine UUID mit einem noch vorhandenen fehlgeschlagenen Job und kommt als neuer fehlgeschlagener Job mit neuer UUID zurück.</numerusform>
            <numerusform>%n davon teilen ihre UUID mit einem noch vorhandenen fehlgeschlagenen Job und kommen als neue fehlgeschlagene Jobs mit je einer neuen UUID zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be skipped: a dead letter with the same uuid is still there.</source>
        <translation>
            <numerusform>%n wird übersprungen: Ein fehlgeschlagener Job mit derselben UUID ist noch da.</numerusform>
            <numerusform>%n werden übersprungen: Ein fehlgeschlagener Job mit derselben UUID ist noch da.</numerusform>
        </translation>
    </message>
    <message>
        <source>To put them back as new dead letters with new uuids: askr-deskctl restore DB %1 --as-new</source>
        <translation>Um sie als neue fehlgeschlagene Jobs mit neuen UUIDs zurückzulegen: askr-deskctl restore DB %1 --as-new</translation>
    </message>
    <message numerus="yes">
        <source>%n of them as new dead letters with new uuids.</source>
        <translation>
            <numerusform>%n davon als neuer fehlgeschlagener Job mit neuer UUID.</numerusform>
            <numerusform>%n davon als neue fehlgeschlagene Jobs mit neuen UUIDs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n would be skipped: a dead letter with the same uuid is still there.</source>
        <translation>
            <numerusform>%n würde übersprungen: Ein fehlgeschlagener Job mit derselben UUID ist noch da.</numerusform>
            <numerusform>%n würden übersprungen: Ein fehlgeschlagener Job mit derselben UUID ist noch da.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::SubscriberActions</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Cursor to Head</source>
        <translation>Cursor auf Kopf zurücksetzen</translation>
    </message>
    <message>
        <source>Reset to Head</source>
        <translation>Auf Kopf zurücksetzen</translation>
    </message>
    <message>
        <source>Move the cursor of %1 from %2 to the head, %3?

It skips every event it has not read (up to %4 sequence numbers).</source>
        <translation>Den Cursor von %1 von %2 auf den Kopf setzen, %3?

Er überspringt jedes Ereignis, das er nicht gelesen hat (bis zu %4 Sequenznummern).</translation>
    </message>
    <message>
        <source>Move the cursors of %1 subscribers (%2) to the head, %3?

They skip every event they have not read.</source>
        <translation>Die Cursor von %1 Abonnenten (%2) auf den Kopf setzen, %3?

Sie überspringen jedes Ereignis, das sie nicht gelesen haben.</translation>
    </message>
    <message numerus="yes">
        <source>Reset %n subscriber cursor(s) to the head.</source>
        <translation>
            <numerusform>%n Abonnenten-Cursor auf den Kopf zurückgesetzt.</numerusform>
            <numerusform>%n Abonnenten-Cursor auf den Kopf zurückgesetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Cursor</source>
        <translation>Cursor festlegen</translation>
    </message>
    <message>
        <source>Move Cursor</source>
        <translation>Cursor setzen</translation>
    </message>
    <message>
        <source>It reads again the events after seq %1 (up to %2 sequence numbers).</source>
        <translation>Er liest die Ereignisse nach Seq %1 erneut (bis zu %2 Sequenznummern).</translation>
    </message>
    <message>
        <source>It skips the events up to seq %1 it has not read (up to %2 sequence numbers).</source>
        <translation>Er überspringt die ungelesenen Ereignisse bis Seq %1 (bis zu %2 Sequenznummern).</translation>
    </message>
    <message>
        <source>The cursor is already there; only updated_at changes.</source>
        <translation>Der Cursor steht bereits dort; nur updated_at ändert sich.</translation>
    </message>
    <message>
        <source>Move the cursor of %1 from %2 to %3?</source>
        <translation>Den Cursor von %1 von %2 auf %3 setzen?</translation>
    </message>
    <message>
        <source>Moved the cursor of %1 to %2 (1 row changed).</source>
        <translation>Cursor von %1 auf %2 gesetzt (1 Zeile geändert).</translation>
    </message>
    <message>
        <source>Nothing changed: %1 no longer exists.</source>
        <translation>Nichts geändert: %1 existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Delete Subscriber</source>
        <translation>Abonnent löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n durable subscriber(s): %1?</source>
        <translation>
            <numerusform>%n dauerhaften Abonnenten löschen: %1?</numerusform>
            <numerusform>%n dauerhafte Abonnenten löschen: %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their cursors are lost. If the application still uses a name, its next Subscribe recreates it at the head, so it skips everything published until then.</source>
        <translation>Ihre Cursor gehen verloren. Verwendet die Anwendung einen Namen noch, legt ihr nächstes Subscribe ihn am Kopf neu an, sodass er alles bis dahin Veröffentlichte überspringt.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n subscriber(s).</source>
        <translation>
            <numerusform>%n Abonnent gelöscht.</numerusform>
            <numerusform>%n Abonnenten gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Test Event</source>
        <translation>Test-Ereignis veröffentlichen</translation>
    </message>
    <message>
        <source>Published event %1 to %2 (%3, 1 row added).</source>
        <translation>Ereignis %1 in %2 veröffentlicht (%3, 1 Zeile hinzugefügt).</translation>
    </message>
</context>
<context>
    <name>askr::operations::database::SchemaActions</name>
    <message>
        <source>Install Tables</source>
        <translation>Tabellen anlegen</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Create the %1 tables (a file is put in write-ahead logging)? Existing tables are never altered.</source>
        <translation>Die Tabellen für %1 anlegen (eine Datei kommt ins Write-Ahead-Logging)? Bestehende Tabellen werden nie verändert.</translation>
    </message>
    <message>
        <source>Created the tables of 1 primitive.</source>
        <translation>Die Tabellen von 1 Primitive angelegt.</translation>
    </message>
    <message>
        <source>Created the tables of %1 primitives.</source>
        <translation>Die Tabellen von %1 Primitiven angelegt.</translation>
    </message>
    <message>
        <source>Installed the %1 tables into %2.</source>
        <translation>Die Tabellen für %1 in %2 angelegt.</translation>
    </message>
</context>
<context>
    <name>askr::operations::payload</name>
    <message>
        <source> (protected)</source>
        <translation> (protected)</translation>
    </message>
    <message>
        <source> (private)</source>
        <translation> (private)</translation>
    </message>
    <message>
        <source>(reference to #%1)</source>
        <translation>(Verweis auf #%1)</translation>
    </message>
    <message>
        <source>(serialized) </source>
        <translation>(serialisiert) </translation>
    </message>
    <message>
        <source>array(%1) </source>
        <translation>array(%1) </translation>
    </message>
    <message>
        <source>enum %1</source>
        <translation>enum %1</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>PHP serialized</source>
        <translation>PHP-serialisiert</translation>
    </message>
    <message>
        <source>Integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>Binary</source>
        <translation>Binär</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Handler</translation>
    </message>
    <message>
        <source>Max tries</source>
        <translation>Max. Versuche</translation>
    </message>
    <message>
        <source>Max exceptions</source>
        <translation>Max. Ausnahmen</translation>
    </message>
    <message>
        <source>Backoff</source>
        <translation>Backoff</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Retry until</source>
        <translation>Wiederholen bis</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>Socket</translation>
    </message>
    <message>
        <source>data.command, unserialized:</source>
        <translation>data.command, deserialisiert:</translation>
    </message>
</context>
<context>
    <name>askr::remote</name>
    <message>
        <source>No address: give the server's admin address, such as http://127.0.0.1:9000.</source>
        <translation>Keine Adresse: die Admin-Adresse des Servers angeben, etwa http://127.0.0.1:9000.</translation>
    </message>
    <message>
        <source>'%1' is not an address: write http://HOST:PORT, https://HOST or HOST:PORT.</source>
        <translation>'%1' ist keine Adresse: http://HOST:PORT, https://HOST oder HOST:PORT schreiben.</translation>
    </message>
    <message>
        <source>'%1' is not an http:// or https:// address.</source>
        <translation>'%1' ist keine http://- oder https://-Adresse.</translation>
    </message>
    <message>
        <source>'%1' holds a user or password: give the token with --token-file or ASKR_ADMIN_TOKEN instead.</source>
        <translation>'%1' enthält einen Benutzer oder ein Passwort: das Token stattdessen mit --token-file oder ASKR_ADMIN_TOKEN angeben.</translation>
    </message>
    <message>
        <source>'%1' has a path or query: the admin plane is at the server's root (http://HOST:PORT).</source>
        <translation>'%1' hat einen Pfad oder eine Abfrage: die Admin-Schnittstelle liegt an der Wurzel des Servers (http://HOST:PORT).</translation>
    </message>
    <message>
        <source>the recorded errors are not a JSON object</source>
        <translation>die aufgezeichneten Fehler sind kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the metrics are not a JSON object (%1)</source>
        <translation>die Metriken sind kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>the status is not a JSON object (%1)</source>
        <translation>der Status ist kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>/healthz does not answer (%1)</source>
        <translation>/healthz antwortet nicht (%1)</translation>
    </message>
    <message>
        <source>/healthz answers %1 %2</source>
        <translation>/healthz antwortet %1 %2</translation>
    </message>
    <message>
        <source>%1 of %2 workers alive</source>
        <translation>%1 von %2 Workern laufen</translation>
    </message>
    <message>
        <source>the last rollout was aborted: the previous code still runs</source>
        <translation>der letzte Rollout wurde abgebrochen: der vorige Code läuft noch</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8: a server's JSON protocol cannot carry it as text, so nothing was sent. Use this key on a file copy of the database.</source>
        <translation>%1 ist kein gültiges UTF-8: das JSON-Protokoll eines Servers kann es nicht als Text übertragen, daher wurde nichts gesendet. Verwenden Sie diesen Schlüssel an einer Dateikopie der Datenbank.</translation>
    </message>
</context>
<context>
    <name>askr::remote::AdminClient</name>
    <message>
        <source>no answer in %1 s</source>
        <translation>keine Antwort in %1 s</translation>
    </message>
    <message>
        <source>Cannot reach the Askr server at %1 (%2). Check that it runs with --admin on that address, and any SSH tunnel to it.</source>
        <translation>Der Askr-Server unter %1 ist nicht erreichbar (%2). Prüfen Sie, dass er mit --admin auf dieser Adresse läuft, und einen etwaigen SSH-Tunnel dorthin.</translation>
    </message>
    <message>
        <source>%1 wants an admin token (401 unauthorized): give it with --token-file FILE or the ASKR_ADMIN_TOKEN environment variable.</source>
        <translation>%1 verlangt ein Admin-Token (401 unauthorized): mit --token-file DATEI oder der Umgebungsvariable ASKR_ADMIN_TOKEN angeben.</translation>
    </message>
    <message>
        <source>%1 refused the admin token %2 (401 unauthorized): check that it is the server's ASKR_ADMIN_TOKEN.</source>
        <translation>%1 hat das Admin-Token %2 abgelehnt (401 unauthorized): prüfen Sie, dass es das ASKR_ADMIN_TOKEN des Servers ist.</translation>
    </message>
    <message>
        <source>%1 answered 404 for %2: is this an Askr server's admin address (askr --admin ADDR), and is the server recent enough?</source>
        <translation>%1 hat für %2 mit 404 geantwortet: ist das die Admin-Adresse eines Askr-Servers (askr --admin ADDR), und ist der Server neu genug?</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3: %4</source>
        <translation>%1 hat für %3 mit %2 geantwortet: %4</translation>
    </message>
    <message>
        <source>answer larger than %1 MiB</source>
        <translation>Antwort größer als %1 MiB</translation>
    </message>
    <message>
        <source>%1 answered %2 with more than %3 MiB, which no admin plane answer is: it was not read. Is this the server's admin address?</source>
        <translation>%1 hat auf %2 mit mehr als %3 MiB geantwortet, was keine Antwort der Admin-Schnittstelle ist: sie wurde nicht gelesen. Ist das die Admin-Adresse des Servers?</translation>
    </message>
</context>
<context>
    <name>askr::remote::ChangeFeed</name>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>the server has no change feed</source>
        <translation>der Server hat keinen Änderungs-Feed</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>the server closed the stream</source>
        <translation>der Server hat den Stream geschlossen</translation>
    </message>
</context>
<context>
    <name>askr::remote::HranaExecutor</name>
    <message>
        <source>%1 sent more than %2 MiB for one request; nothing was shown. Narrow the filter or use a smaller page.</source>
        <translation>%1 hat für eine Anfrage mehr als %2 MiB gesendet; nichts wurde angezeigt. Grenzen Sie den Filter ein oder verwenden Sie eine kleinere Seite.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s. The server may be overloaded or the network slow; the pages keep their last figures and ask again.</source>
        <translation>%1 hat nicht binnen %2 s geantwortet. Der Server ist vielleicht überlastet oder das Netz langsam; die Seiten behalten ihre letzten Zahlen und fragen erneut.</translation>
    </message>
    <message>
        <source>The TLS handshake with %1 failed (%2). Check the server's certificate and that the system trusts its authority; http:// works only where no TLS is in front of the server.</source>
        <translation>Der TLS-Handshake mit %1 ist fehlgeschlagen (%2). Prüfen Sie das Zertifikat des Servers und ob das System seiner Zertifizierungsstelle vertraut; http:// funktioniert nur, wo kein TLS vor dem Server liegt.</translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2). Check that the server runs and that the address and port are right.</source>
        <translation>%1 ist nicht erreichbar (%2). Prüfen Sie, ob der Server läuft und ob Adresse und Port stimmen.</translation>
    </message>
    <message>
        <source>%1 names the namespace '%2', but the server does not serve namespaces (sqld was started without --enable-namespaces) and would show its only database under any name. Open the address without ?namespace= to use that database.</source>
        <translation>%1 nennt den Namensraum „%2“, aber der Server bedient keine Namensräume (sqld wurde ohne --enable-namespaces gestartet) und würde seine einzige Datenbank unter jedem Namen zeigen. Öffnen Sie die Adresse ohne ?namespace=, um diese Datenbank zu verwenden.</translation>
    </message>
    <message>
        <source>%1 requires a token and none was given (%2).</source>
        <translation>%1 verlangt ein Token, und keines wurde angegeben (%2).</translation>
    </message>
    <message>
        <source>%1 refused the token (%2).</source>
        <translation>%1 hat das Token abgelehnt (%2).</translation>
    </message>
    <message>
        <source>%1 does not allow this token to do that (%2).</source>
        <translation>%1 erlaubt diesem Token das nicht (%2).</translation>
    </message>
    <message>
        <source>%1 has no database here (HTTP 404: %2). Check the address and the namespace: a server with several databases (namespaces) names each by ?namespace=NAME after the address, or by the first label of its host name.</source>
        <translation>%1 hat hier keine Datenbank (HTTP 404: %2). Prüfen Sie Adresse und Namensraum: ein Server mit mehreren Datenbanken (Namensräumen) benennt jede mit ?namespace=NAME nach der Adresse oder mit dem ersten Teil seines Hostnamens.</translation>
    </message>
    <message>
        <source>%1 holds text that is not UTF-8 among the rows asked for, and its JSON protocol cannot send it (%2). Narrow the filter to leave those rows out, or read a file copy of the database.</source>
        <translation>%1 enthält unter den angefragten Zeilen Text, der kein UTF-8 ist, und sein JSON-Protokoll kann ihn nicht senden (%2). Grenzen Sie den Filter ein, um diese Zeilen auszulassen, oder lesen Sie eine Dateikopie der Datenbank.</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 hat mit HTTP %2 geantwortet: %3</translation>
    </message>
    <message>
        <source>%1 did not answer in the Hrana protocol; check that the address is a libSQL server's.</source>
        <translation>%1 hat nicht im Hrana-Protokoll geantwortet; prüfen Sie, ob die Adresse die eines libSQL-Servers ist.</translation>
    </message>
    <message>
        <source>%1 did not run the transaction to its end; nothing was changed. Try again.</source>
        <translation>%1 hat die Transaktion nicht zu Ende ausgeführt; nichts wurde geändert. Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>%1 is open read-only, so nothing was sent. %2</source>
        <translation>%1 ist schreibgeschützt geöffnet, daher wurde nichts gesendet. %2</translation>
    </message>
    <message>
        <source>%1 closed the transaction before COMMIT: nothing was changed.</source>
        <translation>%1 hat die Transaktion vor dem COMMIT geschlossen: nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while the transaction committed: it was committed whole or not at all. Look at the rows before running the action again. %2</source>
        <translation>Die Verbindung zu %1 ging verloren, während die Transaktion festgeschrieben wurde: sie wurde ganz oder gar nicht festgeschrieben. Sehen Sie sich die Zeilen an, bevor Sie die Aktion erneut ausführen. %2</translation>
    </message>
</context>
<context>
    <name>askr::remote::RollingReload</name>
    <message>
        <source>Reloaded %1 servers, one at a time; each came back healthy with its rollout ok.</source>
        <translation>%1 Server nacheinander neu geladen; jeder kam gesund mit Rollout ok zurück.</translation>
    </message>
    <message>
        <source>Stopped before %1, as asked.</source>
        <translation>Vor %1 angehalten, wie gewünscht.</translation>
    </message>
    <message>
        <source>reading its status before the reload</source>
        <translation>liest seinen Status vor dem Neuladen</translation>
    </message>
    <message>
        <source>%1 answered %2, but %3.</source>
        <translation>%1 hat auf %2 geantwortet, aber %3.</translation>
    </message>
    <message>
        <source>Stopped at %1 before reloading it: %2</source>
        <translation>Bei %1 vor dem Neuladen angehalten: %2</translation>
    </message>
    <message>
        <source>Stopped at %1: it did not take the reload (%2).</source>
        <translation>Bei %1 angehalten: er hat das Neuladen nicht angenommen (%2).</translation>
    </message>
    <message>
        <source>reloading its workers</source>
        <translation>lädt seine Worker neu</translation>
    </message>
    <message>
        <source>its rollout was aborted: the previous code still runs there</source>
        <translation>sein Rollout wurde abgebrochen: dort läuft noch der vorige Code</translation>
    </message>
    <message>
        <source>its rollout was inconclusive</source>
        <translation>sein Rollout war unklar</translation>
    </message>
    <message>
        <source>Stopped at %1: %2.</source>
        <translation>Bei %1 angehalten: %2.</translation>
    </message>
    <message>
        <source>healthy, rollout ok</source>
        <translation>gesund, Rollout ok</translation>
    </message>
    <message>
        <source>/healthz 200</source>
        <translation>/healthz 200</translation>
    </message>
    <message>
        <source>/healthz %1 %2</source>
        <translation>/healthz %1 %2</translation>
    </message>
    <message>
        <source>/healthz not answering (%1)</source>
        <translation>/healthz antwortet nicht (%1)</translation>
    </message>
    <message>
        <source>, rollout %1</source>
        <translation>, Rollout %1</translation>
    </message>
    <message>
        <source>not back healthy with its rollout ended within %1 s (%2)</source>
        <translation>nicht binnen %1 s gesund mit beendetem Rollout zurück (%2)</translation>
    </message>
    <message>
        <source>reloading: rollout %1, /healthz %2</source>
        <translation>lädt neu: Rollout %1, /healthz %2</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>reloading: waiting for it to answer</source>
        <translation>lädt neu: wartet auf eine Antwort</translation>
    </message>
    <message>
        <source>%1 Not reloaded: %2.</source>
        <translation>%1 Nicht neu geladen: %2.</translation>
    </message>
</context>
<context>
    <name>askr::storage</name>
    <message>
        <source>%1 is a file SQLite keeps beside the open database %2; writing there could destroy it. Choose another file.</source>
        <translation>%1 ist eine Datei, die SQLite neben der geöffneten Datenbank %2 führt; dorthin zu schreiben könnte sie zerstören. Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>%1 is the open database; writing there would replace it for every program using it. Choose another file.</source>
        <translation>%1 ist die geöffnete Datenbank; dorthin zu schreiben würde sie für jedes Programm ersetzen, das sie verwendet. Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>'%1' is not a server address. Use http://HOST:PORT, https://HOST or libsql://HOST.</source>
        <translation>„%1“ ist keine Serveradresse. Verwenden Sie http://HOST:PORT, https://HOST oder libsql://HOST.</translation>
    </message>
    <message>
        <source>Put no user or password in the address; give a token with --token-file FILE or the ASKR_TOKEN environment variable.</source>
        <translation>Schreiben Sie keinen Benutzer und kein Passwort in die Adresse; geben Sie ein Token mit --token-file DATEI oder der Umgebungsvariablen ASKR_TOKEN an.</translation>
    </message>
    <message>
        <source>'%1' is not a namespace: sqld's namespaces are letters, digits, '-' and '_'.</source>
        <translation>„%1“ ist kein Namensraum: die Namensräume von sqld bestehen aus Buchstaben, Ziffern, „-“ und „_“.</translation>
    </message>
</context>
<context>
    <name>askr::storage::ActivityStore</name>
    <message>
        <source>The activity log %1 cannot be created (%2).</source>
        <translation>Das Aktivitätsprotokoll %1 kann nicht angelegt werden (%2).</translation>
    </message>
</context>
<context>
    <name>askr::storage::DbHost</name>
    <message>
        <source>it exited with status %1</source>
        <translation>er endete mit Status %1</translation>
    </message>
    <message>
        <source>it crashed or was killed</source>
        <translation>er ist abgestürzt oder wurde beendet</translation>
    </message>
    <message>
        <source>The socket path %1 is too long.</source>
        <translation>Der Socket-Pfad %1 ist zu lang.</translation>
    </message>
    <message>
        <source>The database process stopped before it answered (it crashed or was killed); it is started again and the database reopened.</source>
        <translation>Der Datenbankprozess wurde beendet, bevor er antwortete (abgestürzt oder beendet); er wird neu gestartet und die Datenbank wieder geöffnet.</translation>
    </message>
    <message>
        <source>The database process stopped %1 times within a minute, so it is not started again: close the database that makes it stop, then quit and start Askr Desk again.</source>
        <translation>Der Datenbankprozess wurde innerhalb einer Minute %1-mal beendet und wird daher nicht mehr gestartet: Schließen Sie die Datenbank, die ihn beendet, beenden Sie Askr Desk und starten Sie es neu.</translation>
    </message>
    <message>
        <source>The database process is not running.</source>
        <translation>Der Datenbankprozess läuft nicht.</translation>
    </message>
    <message>
        <source>The database process does not answer; it is being started again.</source>
        <translation>Der Datenbankprozess antwortet nicht; er wird neu gestartet.</translation>
    </message>
    <message>
        <source>The database process %1 could not be started: %2</source>
        <translation>Der Datenbankprozess %1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>Could not make a private folder for the database process: %1</source>
        <translation>Für den Datenbankprozess konnte kein privater Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Could not listen on %1: %2</source>
        <translation>Auf %1 kann nicht gelauscht werden: %2</translation>
    </message>
</context>
<context>
    <name>askr::storage::LockOwner</name>
    <message>
        <source>a counter (an integer)</source>
        <translation>einen Zähler (eine Ganzzahl)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>keinen Wert</translation>
    </message>
    <message>
        <source>a value of %1 bytes, longer than any lock owner token</source>
        <translation>einen Wert von %1 Bytes, länger als jedes Besitzer-Token einer Sperre</translation>
    </message>
</context>
<context>
    <name>askr::storage::SchemaReport</name>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
    <message>
        <source>%1 has no column %2: not a v1 %3.</source>
        <translation>%1 hat keine Spalte %2: kein v1-%3.</translation>
    </message>
    <message>
        <source>%1.%2 is declared %3 instead of %4; values are read as they are stored.</source>
        <translation>%1.%2 ist als %3 statt %4 deklariert; Werte werden so gelesen, wie sie gespeichert sind.</translation>
    </message>
    <message>
        <source>%1 has an extra column %2 (tolerated).</source>
        <translation>%1 hat eine zusätzliche Spalte %2 (toleriert).</translation>
    </message>
    <message>
        <source>Index %1 on %2 is missing: counts and pages will be slow on large tables.</source>
        <translation>Index %1 auf %2 fehlt: Zählungen und Seiten werden bei großen Tabellen langsam sein.</translation>
    </message>
    <message>
        <source>View %1 is missing: reads through it would fail. Add the missing tables if this database is yours.</source>
        <translation>View %1 fehlt: Lesezugriffe darüber würden fehlschlagen. Fügen Sie die fehlenden Tabellen hinzu, wenn dies Ihre Datenbank ist.</translation>
    </message>
    <message>
        <source>Table %1 is missing: not a v1 %2. Add the missing tables (File ▸ Add Missing Tables) if this database is yours.</source>
        <translation>Tabelle %1 fehlt: kein v1-%2. Fügen Sie die fehlenden Tabellen hinzu (Datei ▸ Fehlende Tabellen hinzufügen), wenn dies Ihre Datenbank ist.</translation>
    </message>
</context>
<context>
    <name>askr::storage::Session</name>
    <message>
        <source>%1 was deleted or replaced by another program while %2 was open. The database was opened again, and what is shown is read from the files other processes see.</source>
        <translation>%1 wurde von einem anderen Programm gelöscht oder ersetzt, während %2 geöffnet war. Die Datenbank wurde neu geöffnet; angezeigt wird, was in den Dateien steht, die andere Prozesse sehen.</translation>
    </message>
    <message>
        <source>The database process stopped (%1). It is started again and %2 reopened.</source>
        <translation>Der Datenbankprozess wurde beendet (%1). Er wird neu gestartet und %2 wieder geöffnet.</translation>
    </message>
    <message>
        <source>The change was written to a file that other processes no longer see (%1), so it is lost. The database was opened again; look at it and repeat the action.</source>
        <translation>Die Änderung wurde in eine Datei geschrieben, die andere Prozesse nicht mehr sehen (%1), und ist daher verloren. Die Datenbank wurde neu geöffnet; prüfen Sie sie und wiederholen Sie die Aktion.</translation>
    </message>
    <message>
        <source>Outcome unknown: the database process stopped while this action ran, so it may or may not have been applied. It is started again and the database reopened; look at the list again (it refreshes by itself) or ask askr-deskctl before you repeat the action.</source>
        <translation>Ergebnis unbekannt: Der Datenbankprozess wurde beendet, während diese Aktion lief; sie wurde vielleicht ausgeführt, vielleicht nicht. Er wird neu gestartet und die Datenbank wieder geöffnet; sehen Sie sich die Liste erneut an (sie aktualisiert sich selbst) oder fragen Sie askr-deskctl, bevor Sie die Aktion wiederholen.</translation>
    </message>
    <message>
        <source>%1 is open %2: %3</source>
        <translation>%1 ist %2 geöffnet: %3</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>Nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>Could not copy %1 for a snapshot; check free space in the temporary folder.</source>
        <translation>%1 konnte für eine Momentaufnahme nicht kopiert werden; prüfen Sie den freien Speicher im temporären Ordner.</translation>
    </message>
    <message>
        <source>%1 was moved, renamed, deleted or replaced after it was opened. What is shown is the file as it was opened, and nothing is written to it. Close it and open the file again (File ▸ Reopen As) to see what is there now.</source>
        <translation>%1 wurde nach dem Öffnen verschoben, umbenannt, gelöscht oder ersetzt. Angezeigt wird die Datei so, wie sie geöffnet wurde, und es wird nichts in sie geschrieben. Schließen Sie sie und öffnen Sie die Datei erneut (Datei ▸ Erneut öffnen als), um den aktuellen Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>Could not copy %1 for a snapshot (%2); check free space in the temporary folder.</source>
        <translation>%1 konnte für eine Momentaufnahme nicht kopiert werden (%2); prüfen Sie den freien Speicher im temporären Ordner.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 could not be read to its end.</source>
        <translation>%1 konnte nicht bis zum Ende gelesen werden.</translation>
    </message>
</context>
<context>
    <name>askr::views::ActionRunner</name>
    <message>
        <source>Type %1 to confirm:</source>
        <translation>Zur Bestätigung %1 eingeben:</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>Nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>Nothing matches: no row would change.</source>
        <translation>Nichts passt: keine Zeile würde sich ändern.</translation>
    </message>
    <message>
        <source>Disabled: %1</source>
        <translation>Deaktiviert: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Put back what activity %1 kept, after a preview</source>
        <translation>Zurücklegen, was Aktivität %1 aufbewahrt hat, nach einer Vorschau</translation>
    </message>
    <message>
        <source>The activity log could not be written: %1</source>
        <translation>Das Aktivitätsprotokoll konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Activity %1</source>
        <translation>Aktivität %1</translation>
    </message>
    <message>
        <source>Activity %1 was left unfinished when its process stopped; looking at the database, it is %2. %3</source>
        <translation>Aktivität %1 blieb unvollendet, als ihr Prozess endete; laut Datenbank ist sie: %2. %3</translation>
    </message>
    <message>
        <source>No copy can be kept, so Forget would delete nothing. Delete them without a copy? They cannot be restored.</source>
        <translation>Es kann keine Kopie aufbewahrt werden, daher würde Vergessen nichts löschen. Ohne Kopie löschen? Sie lassen sich dann nicht wiederherstellen.</translation>
    </message>
    <message>
        <source>Every change is logged before it is made, and the log cannot be written. Apply it without the log?</source>
        <translation>Jede Änderung wird protokolliert, bevor sie geschieht, und das Protokoll lässt sich nicht schreiben. Ohne Protokoll ausführen?</translation>
    </message>
    <message>
        <source>Delete Without a Copy</source>
        <translation>Ohne Kopie löschen</translation>
    </message>
    <message>
        <source>Apply Without the Log</source>
        <translation>Ohne Protokoll ausführen</translation>
    </message>
</context>
<context>
    <name>askr::views::ActivityLogWindow</name>
    <message>
        <source>Activity Log</source>
        <translation>Aktivitätsprotokoll</translation>
    </message>
    <message>
        <source>Filter by action, database or what it touched</source>
        <translation>Nach Aktion, Datenbank oder Betroffenem filtern</translation>
    </message>
    <message>
        <source>Select an entry to see all of it.</source>
        <translation>Wählen Sie einen Eintrag aus, um ihn ganz zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Restore Dead Letters…</source>
        <translation>Fehlgeschlagene Jobs &amp;wiederherstellen …</translation>
    </message>
    <message>
        <source>Put the dead letters this Forget kept back into its database, with their uuid and exception, after a preview</source>
        <translation>Die von diesem „Vergessen“ aufbewahrten fehlgeschlagenen Jobs nach einer Vorschau in ihre Datenbank zurücklegen, mit UUID und Ausnahme</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Write the entries shown to a CSV or JSON file</source>
        <translation>Die angezeigten Einträge in eine CSV- oder JSON-Datei schreiben</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Read the log again (it also follows new entries by itself)</source>
        <translation>Das Protokoll neu lesen (neue Einträge erscheinen auch von selbst)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n entries</source>
        <translation>
            <numerusform>%1 von %n Eintrag</numerusform>
            <numerusform>%1 von %n Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a Forget of dead letters keeps what it removes</source>
        <translation>Nur „Vergessen“ fehlgeschlagener Jobs bewahrt auf, was es entfernt</translation>
    </message>
    <message>
        <source>When: %1</source>
        <translation>Wann: %1</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Von: %1</translation>
    </message>
    <message>
        <source>the window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Action: %1</source>
        <translation>Aktion: %1</translation>
    </message>
    <message>
        <source>Previewed: %1 · Changed: %2 · Kept: %3</source>
        <translation>Vorschau: %1 · Geändert: %2 · Aufbewahrt: %3</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Open %1 first: dead letters go back into the database they were forgotten from.</source>
        <translation>Öffnen Sie zuerst %1: Fehlgeschlagene Jobs kommen in die Datenbank zurück, aus der sie vergessen wurden.</translation>
    </message>
    <message>
        <source>%1 is open read-only: %2</source>
        <translation>%1 ist schreibgeschützt geöffnet: %2</translation>
    </message>
    <message>
        <source>Export Activity Log</source>
        <translation>Aktivitätsprotokoll exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>%n Eintrag nach %1 exportiert.</numerusform>
            <numerusform>%n Einträge nach %1 exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::AlertWatch</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>askr::views::BusyStrip</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>askr::views::CacheAnalysisWidget</name>
    <message>
        <source>Re&amp;read Sizes</source>
        <translation>Größen neu &amp;lesen</translation>
    </message>
    <message>
        <source>Read the namespace tree and the biggest keys again (each reads every key once)</source>
        <translation>Den Namensraum-Baum und die größten Schlüssel neu lesen (jedes liest jeden Schlüssel einmal)</translation>
    </message>
    <message>
        <source>What separates the levels of a key's namespace</source>
        <translation>Was die Ebenen des Namensraums eines Schlüssels trennt</translation>
    </message>
    <message>
        <source>Se&amp;parator:</source>
        <translation>&amp;Trennzeichen:</translation>
    </message>
    <message>
        <source>Double-click a key to show it in the key list</source>
        <translation>Doppelklick auf einen Schlüssel zeigt ihn in der Schlüsselliste</translation>
    </message>
    <message>
        <source>&lt;b&gt;Namespaces&lt;/b&gt;</source>
        <translation>&lt;b&gt;Namensräume&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Biggest keys&lt;/b&gt; (top %1 by value size)</source>
        <translation>&lt;b&gt;Größte Schlüssel&lt;/b&gt; (die %1 größten Werte)</translation>
    </message>
    <message>
        <source>Reading every key's size…</source>
        <translation>Lese die Größe jedes Schlüssels …</translation>
    </message>
    <message>
        <source>all %1 keys, %2 of values</source>
        <translation>alle %1 Schlüssel, %2 an Werten</translation>
    </message>
    <message>
        <source>the keys under “%1”</source>
        <translation>die Schlüssel unter „%1“</translation>
    </message>
    <message>
        <source>Exact, over %1; read %2 in %3 ms. Read again every %4 min while shown.</source>
        <translation>Exakt, über %1; gelesen %2 in %3 ms. Wird alle %4 min neu gelesen, solange sichtbar.</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
</context>
<context>
    <name>askr::views::CacheKeyFilterBar</name>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>Glob</source>
        <translation>Glob</translation>
    </message>
    <message>
        <source>A GLOB when the pattern has * ? or [, otherwise a prefix</source>
        <translation>Ein GLOB, wenn das Muster * ? oder [ enthält, sonst ein Präfix</translation>
    </message>
    <message>
        <source>Keys that start with the text exactly (* ? [ are plain characters)</source>
        <translation>Schlüssel, die genau mit dem Text beginnen (* ? [ sind normale Zeichen)</translation>
    </message>
    <message>
        <source>A case-sensitive GLOB: * any text, ? one character, [abc] a set</source>
        <translation>Ein GLOB mit Beachtung der Groß-/Kleinschreibung: * beliebiger Text, ? ein Zeichen, [abc] eine Menge</translation>
    </message>
    <message>
        <source>How the pattern is read</source>
        <translation>Wie das Muster gelesen wird</translation>
    </message>
    <message>
        <source>Prefix or glob, e.g. user:* (Ctrl+F)</source>
        <translation>Präfix oder Glob, z. B. user:* (Strg+F)</translation>
    </message>
    <message>
        <source>Filter keys by prefix or GLOB; bytes that are not UTF-8 can be typed as \xNN</source>
        <translation>Schlüssel nach Präfix oder GLOB filtern; Bytes, die kein UTF-8 sind, lassen sich als \xNN eingeben</translation>
    </message>
    <message>
        <source>Key contains…</source>
        <translation>Schlüssel enthält …</translation>
    </message>
    <message>
        <source>Only keys containing this exact, case-sensitive text</source>
        <translation>Nur Schlüssel, die genau diesen Text enthalten (Groß-/Kleinschreibung beachten)</translation>
    </message>
    <message>
        <source>Go to key…</source>
        <translation>Gehe zu Schlüssel …</translation>
    </message>
    <message>
        <source>Type an exact key and press Enter to scroll to it</source>
        <translation>Einen exakten Schlüssel eingeben und Eingabe drücken, um zu ihm zu springen</translation>
    </message>
</context>
<context>
    <name>askr::views::CachePage</name>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Schlüssel</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>T&amp;ags</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>Clear Filter</source>
        <translation>Filter leeren</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Double-click a key to show it in the key list</source>
        <translation>Doppelklicken Sie auf einen Schlüssel, um ihn in der Schlüsselliste anzuzeigen</translation>
    </message>
    <message>
        <source>Flushing a tag deletes every cache entry whose key carries it, then the tag's mappings (the runtime's FlushTag). Other tags that mapped to those keys keep their mappings, shown as missing.</source>
        <translation>Das Leeren eines Tags löscht jeden Cache-Eintrag, dessen Schlüssel es trägt, und danach die Zuordnungen des Tags (FlushTag der Laufzeitumgebung). Andere Tags, die auf diese Schlüssel verwiesen, behalten ihre Zuordnungen; sie werden als fehlend angezeigt.</translation>
    </message>
    <message>
        <source>&amp;Forget Selected Keys</source>
        <translation>Ausgewählte Schlüssel &amp;vergessen</translation>
    </message>
    <message>
        <source>Delete the selected keys from the cache (Forget), after a preview</source>
        <translation>Die ausgewählten Schlüssel nach einer Vorschau aus dem Cache löschen (Vergessen)</translation>
    </message>
    <message>
        <source>Forget All &amp;Matching…</source>
        <translation>Alle &amp;passenden vergessen …</translation>
    </message>
    <message>
        <source>Delete every key the filter matches (ForgetMatching), after a preview</source>
        <translation>Jeden Schlüssel, auf den der Filter passt, nach einer Vorschau löschen (ForgetMatching)</translation>
    </message>
    <message>
        <source>Set &amp;TTL…</source>
        <translation>&amp;TTL festlegen …</translation>
    </message>
    <message>
        <source>Give the selected live keys a new expiry, or none (Touch)</source>
        <translation>Den ausgewählten gültigen Schlüsseln einen neuen Ablauf geben oder keinen (Touch)</translation>
    </message>
    <message>
        <source>S&amp;weep Expired Entries</source>
        <translation>Abgelaufene Einträge &amp;bereinigen</translation>
    </message>
    <message>
        <source>Delete the entries that have expired but are still stored (Sweep), after a preview</source>
        <translation>Die Einträge, die abgelaufen, aber noch gespeichert sind, nach einer Vorschau löschen (Sweep)</translation>
    </message>
    <message>
        <source>Flush Ta&amp;g…</source>
        <translation>Ta&amp;g leeren …</translation>
    </message>
    <message>
        <source>Delete every entry carrying the selected tag, and its mappings (FlushTag)</source>
        <translation>Jeden Eintrag mit dem ausgewählten Tag und dessen Zuordnungen löschen (FlushTag)</translation>
    </message>
    <message>
        <source>Flush &amp;Entire Cache…</source>
        <translation>&amp;Gesamten Cache leeren …</translation>
    </message>
    <message>
        <source>Delete every cache entry and tag mapping (FlushAll), after typing a confirmation</source>
        <translation>Alle Cache-Einträge und Tag-Zuordnungen löschen (FlushAll), nach Eingabe einer Bestätigung</translation>
    </message>
    <message>
        <source>No cache here</source>
        <translation>Hier gibt es keinen Cache</translation>
    </message>
    <message>
        <source>This database has no askr_cache table: its applications do not use the SQLite cache.</source>
        <translation>Diese Datenbank hat keine Tabelle askr_cache: Ihre Anwendungen verwenden den SQLite-Cache nicht.</translation>
    </message>
    <message>
        <source>Reading the database…</source>
        <translation>Datenbank wird gelesen …</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt …</translation>
    </message>
    <message numerus="yes">
        <source>%n matching key(s)</source>
        <translation>
            <numerusform>%n passender Schlüssel</numerusform>
            <numerusform>%n passende Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n Schlüssel</numerusform>
            <numerusform>%n Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>No key matches</source>
        <translation>Kein Schlüssel passt</translation>
    </message>
    <message>
        <source>The cache is empty</source>
        <translation>Der Cache ist leer</translation>
    </message>
    <message>
        <source>No key matches %1.</source>
        <translation>Kein Schlüssel passt auf %1.</translation>
    </message>
    <message>
        <source>The cache holds no entries. Keys appear here as the application writes them.</source>
        <translation>Der Cache enthält keine Einträge. Schlüssel erscheinen hier, sobald die Anwendung sie schreibt.</translation>
    </message>
    <message>
        <source>the pattern %1</source>
        <translation>das Muster %1</translation>
    </message>
    <message>
        <source>containing “%1”</source>
        <translation>mit „%1“</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Type a filter first: Forget All Matching never runs without one</source>
        <translation>Geben Sie zuerst einen Filter ein: „Alle passenden vergessen“ läuft nie ohne Filter</translation>
    </message>
    <message>
        <source>Some selected rows are not loaded, or more than %1 are selected. Select fewer keys, or filter the list and use Forget All Matching.</source>
        <translation>Einige ausgewählte Zeilen sind nicht geladen, oder es sind mehr als %1 ausgewählt. Wählen Sie weniger Schlüssel aus, oder filtern Sie die Liste und verwenden Sie „Alle passenden vergessen“.</translation>
    </message>
    <message>
        <source>No key %1 in the cache.</source>
        <translation>Kein Schlüssel %1 im Cache.</translation>
    </message>
    <message>
        <source>Go to Key</source>
        <translation>Gehe zu Schlüssel</translation>
    </message>
    <message>
        <source>The cache holds no key %1.</source>
        <translation>Der Cache enthält keinen Schlüssel %1.</translation>
    </message>
    <message>
        <source>The filter hid %1; it was cleared.</source>
        <translation>Der Filter hat %1 ausgeblendet; er wurde geleert.</translation>
    </message>
    <message>
        <source>Forget Keys</source>
        <translation>Schlüssel vergessen</translation>
    </message>
    <message>
        <source>Set TTL</source>
        <translation>TTL festlegen</translation>
    </message>
    <message>
        <source>New time to live for %1:</source>
        <translation>Neue Lebensdauer für %1:</translation>
    </message>
    <message>
        <source>tag %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>New time to live for %1 keys (%2):</source>
        <translation>Neue Lebensdauer für %1 Schlüssel (%2):</translation>
    </message>
    <message>
        <source>Si&amp;zes</source>
        <translation>Grö&amp;ßen</translation>
    </message>
</context>
<context>
    <name>askr::views::CacheStatsWidget</name>
    <message>
        <source>Double-click a namespace to list its keys</source>
        <translation>Doppelklicken Sie auf einen Namensraum, um seine Schlüssel aufzulisten</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Live keys</source>
        <translation>Gültige Schlüssel</translation>
    </message>
    <message>
        <source>Expired, not swept</source>
        <translation>Abgelaufen, nicht bereinigt</translation>
    </message>
    <message>
        <source>Value bytes</source>
        <translation>Wert-Bytes</translation>
    </message>
    <message>
        <source>Entries past their expiry: readers already miss them, and they take space until a sweep deletes them</source>
        <translation>Einträge nach ihrem Ablauf: Leser finden sie schon nicht mehr, und sie belegen Speicher, bis eine Bereinigung sie löscht</translation>
    </message>
    <message>
        <source>The sum of every value's length (bytes of blobs, characters of texts)</source>
        <translation>Die Summe der Längen aller Werte (Bytes bei Blobs, Zeichen bei Texten)</translation>
    </message>
    <message>
        <source>When keys expire</source>
        <translation>Wann Schlüssel ablaufen</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>within a minute</source>
        <translation>bis 1 Minute</translation>
    </message>
    <message>
        <source>within an hour</source>
        <translation>bis 1 Stunde</translation>
    </message>
    <message>
        <source>within a day</source>
        <translation>bis 1 Tag</translation>
    </message>
    <message>
        <source>later</source>
        <translation>später</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Largest namespaces by keys</source>
        <translation>Größte Namensräume nach Schlüsseln</translation>
    </message>
    <message>
        <source>Largest namespaces by value bytes</source>
        <translation>Größte Namensräume nach Wert-Bytes</translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation>Noch nicht berechnet.</translation>
    </message>
    <message>
        <source>Counting… (namespaces read every key: a second or two at a million keys)</source>
        <translation>Wird gezählt … (Namensräume lesen jeden Schlüssel: ein bis zwei Sekunden bei einer Million Schlüssel)</translation>
    </message>
    <message>
        <source>As of %1.</source>
        <translation>Stand: %1.</translation>
    </message>
    <message>
        <source>There are more than %1 namespaces; the byte ranking covers the %1 with the most keys.</source>
        <translation>Es gibt mehr als %1 Namensräume; die Byte-Rangliste umfasst die %1 mit den meisten Schlüsseln.</translation>
    </message>
</context>
<context>
    <name>askr::views::CacheValueViewer</name>
    <message>
        <source>Select a key to see its value.</source>
        <translation>Wählen Sie einen Schlüssel aus, um seinen Wert zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Increment Counter</source>
        <translation>Zähler &amp;erhöhen</translation>
    </message>
    <message>
        <source>Add the amount to this counter with the contract's atomic Increment</source>
        <translation>Den Betrag mit dem atomaren Increment des Vertrags zu diesem Zähler addieren</translation>
    </message>
    <message>
        <source>&amp;Decrement Counter</source>
        <translation>Zähler &amp;verringern</translation>
    </message>
    <message>
        <source>Subtract the amount from this counter with the contract's atomic Increment</source>
        <translation>Den Betrag mit dem atomaren Increment des Vertrags von diesem Zähler subtrahieren</translation>
    </message>
    <message>
        <source>&amp;Save Value As…</source>
        <translation>Wert &amp;speichern unter …</translation>
    </message>
    <message>
        <source>Write the whole value to a file, read in chunks (also values too large to show)</source>
        <translation>Den ganzen Wert stückweise gelesen in eine Datei schreiben (auch Werte, die zu groß zur Anzeige sind)</translation>
    </message>
    <message>
        <source>Amount to add or subtract</source>
        <translation>Zu addierender oder zu subtrahierender Betrag</translation>
    </message>
    <message>
        <source>by</source>
        <translation>um</translation>
    </message>
    <message>
        <source>Saved %1 to %2.</source>
        <translation>%1 nach %2 gespeichert.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <source>This key is no longer in the cache: it was forgotten or swept since the list was read.</source>
        <translation>Dieser Schlüssel ist nicht mehr im Cache: Er wurde vergessen oder bereinigt, seit die Liste gelesen wurde.</translation>
    </message>
    <message>
        <source>Not in the cache any more.</source>
        <translation>Nicht mehr im Cache.</translation>
    </message>
    <message>
        <source>never expires</source>
        <translation>läuft nie ab</translation>
    </message>
    <message>
        <source>expired (readers miss it; a sweep removes it)</source>
        <translation>abgelaufen (Leser finden ihn nicht; eine Bereinigung entfernt ihn)</translation>
    </message>
    <message>
        <source>expires %1</source>
        <translation>läuft ab %1</translation>
    </message>
    <message>
        <source>integer (a counter)</source>
        <translation>Ganzzahl (ein Zähler)</translation>
    </message>
    <message>
        <source>real number</source>
        <translation>Gleitkommazahl</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>This counter has expired: Increment would restart it from zero and keep it invisible to readers.</source>
        <translation>Dieser Zähler ist abgelaufen: Increment würde ihn bei null neu starten und für Leser unsichtbar lassen.</translation>
    </message>
    <message>
        <source>Save Value</source>
        <translation>Wert speichern</translation>
    </message>
    <message>
        <source>Saving the value to %1…</source>
        <translation>Wert wird in %1 gespeichert …</translation>
    </message>
</context>
<context>
    <name>askr::views::ChannelFilterBox</name>
    <message>
        <source>Only the events of this channel (read on the channel index)</source>
        <translation>Nur die Ereignisse dieses Kanals (aus dem Kanalindex gelesen)</translation>
    </message>
    <message>
        <source>All channels</source>
        <translation>Alle Kanäle</translation>
    </message>
</context>
<context>
    <name>askr::views::ChannelsTab</name>
    <message>
        <source>Count Again</source>
        <translation>Erneut zählen</translation>
    </message>
    <message>
        <source>Filter channels…</source>
        <translation>Kanäle filtern …</translation>
    </message>
    <message>
        <source>Count the events of every channel now (reads the whole channel index)</source>
        <translation>Die Ereignisse aller Kanäle jetzt zählen (liest den ganzen Kanalindex)</translation>
    </message>
    <message>
        <source>No events in the log</source>
        <translation>Keine Ereignisse im Protokoll</translation>
    </message>
    <message>
        <source>Nothing has been published, or every event was trimmed. Channels appear here as soon as an application broadcasts; publish a test event to see one.</source>
        <translation>Nichts wurde veröffentlicht, oder jedes Ereignis wurde gekürzt. Kanäle erscheinen hier, sobald eine Anwendung sendet; veröffentlichen Sie ein Testereignis, um einen zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s)</source>
        <translation>
            <numerusform>%n Kanal</numerusform>
            <numerusform>%n Kanäle</numerusform>
        </translation>
    </message>
    <message>
        <source>counting events…</source>
        <translation>Ereignisse werden gezählt …</translation>
    </message>
    <message>
        <source>counted %1 in %2 ms</source>
        <translation>%1 in %2 ms gezählt</translation>
    </message>
    <message>
        <source>channel %1</source>
        <translation>Kanal %1</translation>
    </message>
</context>
<context>
    <name>askr::views::DatabaseView</name>
    <message>
        <source>&lt;b&gt;The database process stopped&lt;/b&gt; at %1: %2. %3</source>
        <translation>&lt;b&gt;Der Datenbankprozess wurde beendet&lt;/b&gt; um %1: %2. %3</translation>
    </message>
    <message>
        <source>the figures on this page are as of %1 and are stale</source>
        <translation>die Zahlen auf dieser Seite stammen von %1 und sind veraltet</translation>
    </message>
    <message>
        <source>nothing has been read from it yet</source>
        <translation>bisher wurde noch nichts von dort gelesen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 is not answering&lt;/b&gt; since %2: %3. Asking again, less and less often (up to every 30 s). %4</source>
        <translation>&lt;b&gt;%1 antwortet nicht&lt;/b&gt; seit %2: %3. Es wird weiter nachgefragt, immer seltener (bis alle 30 s). %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — actions change the database on %2 for everyone who uses it; a replica forwards them to its primary.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — Aktionen ändern die Datenbank auf %2 für alle, die sie nutzen; ein Replikat leitet sie an seinen Primärserver weiter.</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Wird geöffnet …</translation>
    </message>
    <message>
        <source>This database cannot be opened</source>
        <translation>Diese Datenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is not a SQLite database (or it is encrypted). Choose another file.</source>
        <translation>%1 ist keine SQLite-Datenbank (oder sie ist verschlüsselt). Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>The schema of %1 cannot be read: %2</source>
        <translation>Das Schema von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>This database cannot be read</source>
        <translation>Diese Datenbank kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>No Askr tables here</source>
        <translation>Hier gibt es keine Askr-Tabellen</translation>
    </message>
    <message>
        <source>%1 is a SQLite database, but it holds no askr_jobs, askr_cache or askr_events tables. Open a database written by the Askr runtime, or run the demo (askr-desk --demo).</source>
        <translation>%1 ist eine SQLite-Datenbank, enthält aber keine Tabellen askr_jobs, askr_cache oder askr_events. Öffnen Sie eine von der Askr-Laufzeitumgebung geschriebene Datenbank oder starten Sie die Demo (askr-desk --demo).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — nothing on disk is changed and actions are disabled. %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; – auf dem Datenträger wird nichts geändert und Aktionen sind deaktiviert. %2</translation>
    </message>
    <message>
        <source>Add the Askr Tables</source>
        <translation>Askr-Tabellen hinzufügen</translation>
    </message>
    <message>
        <source>Create the queue, cache and pub/sub tables in this database (existing tables are not touched)</source>
        <translation>Die Tabellen für Warteschlange, Cache und Pub/Sub in dieser Datenbank anlegen (bestehende Tabellen bleiben unberührt)</translation>
    </message>
    <message>
        <source>Create the queue, cache and pub/sub tables, indexes and views in %1?</source>
        <translation>Die Tabellen, Indizes und Views für Warteschlange, Cache und Pub/Sub in %1 anlegen?</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Alert: %1. %2</source>
        <translation>Alarm: %1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the page of a problem:</source>
        <translation>Die Seite eines Problems öffnen:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — every figure is as of then; nothing on disk is changed and actions are disabled. %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — jede Zahl gilt für diesen Zeitpunkt; auf der Platte wird nichts geändert, und Aktionen sind abgeschaltet. %2</translation>
    </message>
</context>
<context>
    <name>askr::views::DeadLetterFilters</name>
    <message>
        <source>Only the dead letters of this queue</source>
        <translation>Nur die fehlgeschlagenen Jobs dieser Warteschlange</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>Job-Name</translation>
    </message>
    <message>
        <source>Only dead letters whose payload names this job (Laravel's displayName), exactly</source>
        <translation>Nur fehlgeschlagene Jobs, deren Nutzdaten genau diesen Job nennen (Laravels displayName)</translation>
    </message>
    <message>
        <source>Text in exception</source>
        <translation>Text in der Ausnahme</translation>
    </message>
    <message>
        <source>Only dead letters whose exception contains this text, case-sensitive</source>
        <translation>Nur fehlgeschlagene Jobs, deren Ausnahme diesen Text enthält (Groß-/Kleinschreibung beachten)</translation>
    </message>
    <message>
        <source>Text in payload</source>
        <translation>Text in den Nutzdaten</translation>
    </message>
    <message>
        <source>Only dead letters whose payload contains this text, case-sensitive (reads every payload: slower on a large table)</source>
        <translation>Nur fehlgeschlagene Jobs, deren Nutzdaten diesen Text enthalten (Groß-/Kleinschreibung beachten; liest alle Nutzdaten: langsamer bei einer großen Tabelle)</translation>
    </message>
    <message>
        <source>Only dead letters that failed in this time range</source>
        <translation>Nur fehlgeschlagene Jobs, die in diesem Zeitraum fehlgeschlagen sind</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Beliebige Zeit</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Custom range</source>
        <translation>Eigener Zeitraum</translation>
    </message>
    <message>
        <source>Failed at or after</source>
        <translation>Fehlgeschlagen am oder nach</translation>
    </message>
    <message>
        <source>Failed at or before</source>
        <translation>Fehlgeschlagen am oder vor</translation>
    </message>
</context>
<context>
    <name>askr::views::DeadLettersPage</name>
    <message>
        <source>Dead letters</source>
        <translation>Fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>Select a dead letter to see its payload and exception.</source>
        <translation>Wählen Sie einen fehlgeschlagenen Job aus, um seine Nutzdaten und Ausnahme zu sehen.</translation>
    </message>
    <message>
        <source>Stop the export; the file is left as it was</source>
        <translation>Den Export abbrechen; die Datei bleibt, wie sie war</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Retry Selected…</source>
        <translation>Ausgewählte &amp;wiederholen …</translation>
    </message>
    <message>
        <source>Move the selected dead letters back to their queues, ready at once, attempts reset</source>
        <translation>Die ausgewählten fehlgeschlagenen Jobs sofort bereit und mit zurückgesetzten Versuchen in ihre Warteschlangen zurückverschieben</translation>
    </message>
    <message>
        <source>Retry All &amp;Matching…</source>
        <translation>Alle &amp;passenden wiederholen …</translation>
    </message>
    <message>
        <source>Move every dead letter the filter matches back to its queue, in one transaction</source>
        <translation>Jeden fehlgeschlagenen Job, auf den der Filter passt, in einer Transaktion in seine Warteschlange zurückverschieben</translation>
    </message>
    <message>
        <source>&amp;Forget Selected…</source>
        <translation>Ausgewählte &amp;vergessen …</translation>
    </message>
    <message>
        <source>Delete the selected dead letters for good (export them first to keep them)</source>
        <translation>Die ausgewählten fehlgeschlagenen Jobs endgültig löschen (vorher exportieren, um sie zu behalten)</translation>
    </message>
    <message>
        <source>Forget All Matc&amp;hing…</source>
        <translation>Alle passenden ver&amp;gessen …</translation>
    </message>
    <message>
        <source>Delete every dead letter the filter matches for good, in one transaction</source>
        <translation>Jeden fehlgeschlagenen Job, auf den der Filter passt, in einer Transaktion endgültig löschen</translation>
    </message>
    <message>
        <source>&amp;Export Selected…</source>
        <translation>Ausgewählte &amp;exportieren …</translation>
    </message>
    <message>
        <source>Save the selected dead letters, payloads and exceptions included, as JSON Lines</source>
        <translation>Die ausgewählten fehlgeschlagenen Jobs samt Nutzdaten und Ausnahmen als JSON Lines speichern</translation>
    </message>
    <message>
        <source>Export All Matchin&amp;g…</source>
        <translation>Alle passenden e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Save every dead letter the filter matches as JSON Lines</source>
        <translation>Jeden fehlgeschlagenen Job, auf den der Filter passt, als JSON Lines speichern</translation>
    </message>
    <message>
        <source>No job queue here</source>
        <translation>Hier gibt es keine Job-Warteschlange</translation>
    </message>
    <message>
        <source>This database has no askr_failed_jobs table, so there are no dead letters to show.</source>
        <translation>Diese Datenbank hat keine Tabelle askr_failed_jobs, daher gibt es keine fehlgeschlagenen Jobs anzuzeigen.</translation>
    </message>
    <message>
        <source>1 dead letter</source>
        <translation>1 fehlgeschlagener Job</translation>
    </message>
    <message>
        <source>%1 dead letters</source>
        <translation>%1 fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>Dead letter %1 is gone: it was retried or forgotten meanwhile.</source>
        <translation>Fehlgeschlagener Job %1 ist verschwunden: Er wurde inzwischen wiederholt oder vergessen.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Exception</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>(none recorded)</source>
        <translation>(keine aufgezeichnet)</translation>
    </message>
    <message>
        <source>Retrying…</source>
        <translation>Wird wiederholt …</translation>
    </message>
    <message>
        <source>Forgetting…</source>
        <translation>Wird vergessen …</translation>
    </message>
    <message>
        <source>Export Selected Dead Letters</source>
        <translation>Ausgewählte fehlgeschlagene Jobs exportieren</translation>
    </message>
    <message>
        <source>Export Matching Dead Letters</source>
        <translation>Passende fehlgeschlagene Jobs exportieren</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Dead Letters</source>
        <translation>Fehlgeschlagene Jobs exportieren</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>%1 nach %2 exportiert.</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export nach %1 …</translation>
    </message>
    <message>
        <source>1 failed job</source>
        <translation>1 fehlgeschlagener Job</translation>
    </message>
    <message>
        <source>%1 failed jobs</source>
        <translation>%1 fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>They go back to their queues, ready at once, with their attempts reset.</source>
        <translation>Sie kehren sofort bereit und mit zurückgesetzten Versuchen in ihre Warteschlangen zurück.</translation>
    </message>
    <message>
        <source>(%1 of them are still dead letters; the others were retried or forgotten meanwhile.)</source>
        <translation>(%1 davon sind noch fehlgeschlagen; die anderen wurden inzwischen wiederholt oder vergessen.)</translation>
    </message>
    <message>
        <source>Dead letter %1 left the list (retried or forgotten meanwhile), so it is no longer selected.</source>
        <translation>Fehlgeschlagener Job %1 ist nicht mehr in der Liste (inzwischen wiederholt oder vergessen) und daher nicht mehr ausgewählt.</translation>
    </message>
    <message>
        <source>Dead letters %1 left the list (retried or forgotten meanwhile), so they are no longer selected.</source>
        <translation>Die fehlgeschlagenen Jobs %1 sind nicht mehr in der Liste (inzwischen wiederholt oder vergessen) und daher nicht mehr ausgewählt.</translation>
    </message>
    <message>
        <source>Retry failed job %1?</source>
        <translation>Fehlgeschlagenen Job %1 wiederholen?</translation>
    </message>
    <message>
        <source>Retry %1 (%2)?</source>
        <translation>%1 wiederholen (%2)?</translation>
    </message>
    <message>
        <source>Forget failed job %1?</source>
        <translation>Fehlgeschlagenen Job %1 vergessen?</translation>
    </message>
    <message>
        <source>Forget %1 (%2)?</source>
        <translation>%1 vergessen (%2)?</translation>
    </message>
    <message>
        <source>Put the dead letters in groups by job class or by exception (numbers folded), to act on a whole group at once</source>
        <translation>Die fehlgeschlagenen Jobs nach Jobklasse oder Ausnahme (Zahlen zusammengefasst) gruppieren, um eine ganze Gruppe auf einmal zu bearbeiten</translation>
    </message>
    <message>
        <source>No groups</source>
        <translation>Keine Gruppen</translation>
    </message>
    <message>
        <source>Group by job</source>
        <translation>Nach Job gruppieren</translation>
    </message>
    <message>
        <source>Group by exception</source>
        <translation>Nach Ausnahme gruppieren</translation>
    </message>
    <message>
        <source>Retry &amp;Group…</source>
        <translation>&amp;Gruppe wiederholen …</translation>
    </message>
    <message>
        <source>Forget Grou&amp;p…</source>
        <translation>Gru&amp;ppe vergessen…</translation>
    </message>
    <message>
        <source>Export Gro&amp;up…</source>
        <translation>Gr&amp;uppe exportieren…</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Dead letter %1&lt;/b&gt; · UUID %2 · queue %3 · %n attempt(s) · failed %4</source>
        <translation>
            <numerusform>&lt;b&gt;Fehlgeschlagener Job %1&lt;/b&gt; · UUID %2 · Warteschlange %3 · %n Versuch · fehlgeschlagen %4</numerusform>
            <numerusform>&lt;b&gt;Fehlgeschlagener Job %1&lt;/b&gt; · UUID %2 · Warteschlange %3 · %n Versuche · fehlgeschlagen %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::DesktopNotifier</name>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
</context>
<context>
    <name>askr::views::EventDetail</name>
    <message>
        <source>Select an event to see its payload.</source>
        <translation>Wählen Sie ein Ereignis aus, um seine Nutzdaten zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seq %1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;, published %3 (%4)</source>
        <translation>&lt;b&gt;Seq %1&lt;/b&gt; auf &lt;b&gt;%2&lt;/b&gt;, veröffentlicht %3 (%4)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <source>Event %1 is no longer in the log: it was trimmed.</source>
        <translation>Ereignis %1 ist nicht mehr im Protokoll: Es wurde gekürzt.</translation>
    </message>
    <message>
        <source>Broadcast data</source>
        <translation>Broadcast-Daten</translation>
    </message>
</context>
<context>
    <name>askr::views::EventListTab</name>
    <message>
        <source>event %1</source>
        <translation>Ereignis %1</translation>
    </message>
</context>
<context>
    <name>askr::views::EventsTab</name>
    <message>
        <source>Payload contains…</source>
        <translation>Nutzdaten enthalten …</translation>
    </message>
    <message>
        <source>Only events whose payload contains this exact, case-sensitive text (searching payloads reads every event: slow on a large log)</source>
        <translation>Nur Ereignisse, deren Nutzdaten genau diesen Text enthalten (Groß-/Kleinschreibung beachten; die Suche in Nutzdaten liest jedes Ereignis: langsam bei einem großen Protokoll)</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Neueste zuerst</translation>
    </message>
    <message>
        <source>New events: show</source>
        <translation>Neue Ereignisse: anzeigen</translation>
    </message>
    <message>
        <source>Show the newest events at the top</source>
        <translation>Die neuesten Ereignisse oben anzeigen</translation>
    </message>
    <message>
        <source>Events were published since this list was loaded; the list stays put while you read. Click to load it again.</source>
        <translation>Seit dem Laden dieser Liste wurden Ereignisse veröffentlicht; die Liste bleibt beim Lesen unverändert. Klicken Sie, um sie neu zu laden.</translation>
    </message>
    <message>
        <source>Show Only This &amp;Channel</source>
        <translation>Nur diesen &amp;Kanal anzeigen</translation>
    </message>
    <message>
        <source>Filter the list by the channel of the selected event</source>
        <translation>Die Liste nach dem Kanal des ausgewählten Ereignisses filtern</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>Kanal:</translation>
    </message>
    <message>
        <source>Searching payloads…</source>
        <translation>Nutzdaten werden durchsucht …</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt …</translation>
    </message>
    <message>
        <source>%1 matching events</source>
        <translation>%1 passende Ereignisse</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 Ereignisse</translation>
    </message>
</context>
<context>
    <name>askr::views::FleetPage</name>
    <message>
        <source>&lt;b&gt;All open databases&lt;/b&gt; — the figures of each one's Overview, side by side. Double-click a row to open it.</source>
        <translation>&lt;b&gt;Alle offenen Datenbanken&lt;/b&gt; — die Zahlen der Übersicht jeder Datenbank, nebeneinander. Doppelklick auf eine Zeile öffnet sie.</translation>
    </message>
    <message>
        <source>&amp;Follows</source>
        <translation>&amp;Folgt</translation>
    </message>
    <message>
        <source>Choose the database the selected one follows (a replica's primary), to see how far behind it is</source>
        <translation>Die Datenbank wählen, der die ausgewählte folgt (der Primary einer Replica), um ihren Rückstand zu sehen</translation>
    </message>
    <message>
        <source>Nothing (not a replica)</source>
        <translation>Keiner (keine Replica)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Askr servers&lt;/b&gt; — each with its health, workers, traffic and its database's backlog. Double-click a row to open it.</source>
        <translation>&lt;b&gt;Askr-Server&lt;/b&gt; — jeder mit Zustand, Workern, Verkehr und dem Rückstand seiner Datenbank. Doppelklicken Sie eine Zeile, um sie zu öffnen.</translation>
    </message>
</context>
<context>
    <name>askr::views::LagChart</name>
    <message>
        <source>lag (events)</source>
        <translation>Rückstand (Ereignisse)</translation>
    </message>
    <message>
        <source>behind (s)</source>
        <translation>zurück (s)</translation>
    </message>
</context>
<context>
    <name>askr::views::LiveHold</name>
    <message>
        <source>&amp;Pause List</source>
        <translation>Liste &amp;anhalten</translation>
    </message>
    <message>
        <source>Keep the list's rows still: new rows are counted above it instead of pushing it down (the figures keep refreshing)</source>
        <translation>Die Zeilen der Liste stehen still: neue Zeilen werden darüber gezählt, statt sie nach unten zu schieben (die Zahlen werden weiter aktualisiert)</translation>
    </message>
    <message numerus="yes">
        <source>Paused: %n new ▴</source>
        <translation>
            <numerusform>Angehalten: %n neue Zeile ▴</numerusform>
            <numerusform>Angehalten: %n neue Zeilen ▴</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new ▴</source>
        <translation>
            <numerusform>%n neue Zeile ▴</numerusform>
            <numerusform>%n neue Zeilen ▴</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows that arrived while the list was held still: show them at the top</source>
        <translation>Zeilen, die kamen, während die Liste stillstand: oben anzeigen</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>The list's rows stay still while paused: click to resume</source>
        <translation>Die Zeilen der Liste stehen still, solange angehalten: klicken, um fortzusetzen</translation>
    </message>
    <message numerus="yes">
        <source>Paused: %n new</source>
        <translation>
            <numerusform>Angehalten: %n neue Zeile</numerusform>
            <numerusform>Angehalten: %n neue Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new</source>
        <translation>
            <numerusform>%n neue Zeile</numerusform>
            <numerusform>%n neue Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows that arrived between those shown while the list was held still: show them in place</source>
        <translation>Zeilen, die zwischen den angezeigten hinzukamen, während die Liste stillstand: an ihrer Stelle anzeigen</translation>
    </message>
    <message numerus="yes">
        <source>Paused: %n gone</source>
        <translation>
            <numerusform>Angehalten: %n Zeile entfernt</numerusform>
            <numerusform>Angehalten: %n Zeilen entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gone</source>
        <translation>
            <numerusform>%n Zeile entfernt</numerusform>
            <numerusform>%n Zeilen entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows deleted while the list was held still are greyed: close them up</source>
        <translation>Zeilen, die gelöscht wurden, während die Liste stillstand, sind ausgegraut: Lücken schließen</translation>
    </message>
</context>
<context>
    <name>askr::views::LiveTailTab</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Empty this view and follow from the newest event</source>
        <translation>Diese Ansicht leeren und ab dem neuesten Ereignis folgen</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>Kanal:</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Paused at seq %1</source>
        <translation>Angehalten bei Seq %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <source>Following after seq %1</source>
        <translation>Folgt ab Seq %1</translation>
    </message>
    <message>
        <source>%1 · %2 shown (last %3 kept) · %4 received</source>
        <translation>%1 · %2 angezeigt (letzte %3 behalten) · %4 empfangen</translation>
    </message>
</context>
<context>
    <name>askr::views::LockPatternsDialog</name>
    <message>
        <source>Lock Patterns</source>
        <translation>Sperrmuster</translation>
    </message>
    <message>
        <source>Nothing in a cache entry says it is a lock: Lock writes an ordinary entry whose value is the owner token and which has an expiry. An entry with an expiry is shown as a lock when its key matches one of these GLOB patterns (one per line; case-sensitive; * any text, ? one character, [abc] one of these characters).</source>
        <translation>Nichts in einem Cache-Eintrag sagt aus, dass er eine Sperre ist: Lock schreibt einen gewöhnlichen Eintrag, dessen Wert das Besitzer-Token ist und der eine Ablaufzeit hat. Ein Eintrag mit Ablaufzeit wird als Sperre angezeigt, wenn sein Schlüssel auf eines dieser GLOB-Muster passt (eines pro Zeile; Groß-/Kleinschreibung beachten; * beliebiger Text, ? ein Zeichen, [abc] eines dieser Zeichen).</translation>
    </message>
</context>
<context>
    <name>askr::views::LocksPage</name>
    <message>
        <source>Locks</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>&amp;Force Release Lock…</source>
        <translation>Sperre &amp;zwangsweise freigeben …</translation>
    </message>
    <message>
        <source>Delete the selected lock with Unlock and the owner shown: if someone else holds it by now, nothing changes</source>
        <translation>Die ausgewählte Sperre mit Unlock und dem angezeigten Besitzer löschen: Hält inzwischen jemand anderes sie, ändert sich nichts</translation>
    </message>
    <message>
        <source>Lock &amp;Patterns…</source>
        <translation>Sperr&amp;muster …</translation>
    </message>
    <message>
        <source>Choose which keys count as locks</source>
        <translation>Festlegen, welche Schlüssel als Sperren gelten</translation>
    </message>
    <message>
        <source>No locks</source>
        <translation>Keine Sperren</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message numerus="yes">
        <source>%n lock(s)</source>
        <translation>
            <numerusform>%n Sperre</numerusform>
            <numerusform>%n Sperren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale</source>
        <translation>
            <numerusform>%n veraltet</numerusform>
            <numerusform>%n veraltet</numerusform>
        </translation>
    </message>
    <message>
        <source>the lock %1 held by %2</source>
        <translation>die Sperre %1 von %2</translation>
    </message>
    <message>
        <source>Release &amp;Orphaned Locks…</source>
        <translation>&amp;Verwaiste Sperren freigeben …</translation>
    </message>
    <message>
        <source>Release every unique-job lock held with no job of its class waiting, delayed or reserved (its dispatches are being dropped); each only while it still holds the owner shown</source>
        <translation>Jede Unique-Job-Sperre freigeben, die gehalten wird, obwohl kein Job ihrer Klasse wartet, verzögert oder reserviert ist (ihre Einreihungen werden verworfen); jede nur, solange sie noch den angezeigten Besitzer enthält</translation>
    </message>
    <message>
        <source>Orphaned only</source>
        <translation>Nur verwaiste</translation>
    </message>
    <message>
        <source>List only the unique-job locks held with no job of their class: nothing will release them</source>
        <translation>Nur die Unique-Job-Sperren auflisten, die ohne Job ihrer Klasse gehalten werden: Nichts wird sie freigeben</translation>
    </message>
    <message>
        <source>1 unique-job lock is held with no job of its class: dispatches of %1 are being dropped</source>
        <translation>1 Unique-Job-Sperre wird ohne Job ihrer Klasse gehalten: Einreihungen von %1 werden verworfen</translation>
    </message>
    <message>
        <source>%1 unique-job locks are held with no job of their class: dispatches of %2 are being dropped</source>
        <translation>%1 Unique-Job-Sperren werden ohne Job ihrer Klasse gehalten: Einreihungen von %2 werden verworfen</translation>
    </message>
    <message>
        <source>Shown as a lock: an entry whose key matches %1, with an expiry or under one of Laravel's lock names.</source>
        <translation>Als Sperre gezeigt: ein Eintrag, dessen Schlüssel zu %1 passt, mit Ablaufzeit oder unter einem von Laravels Sperrnamen.</translation>
    </message>
    <message>
        <source>No entry with an expiry, and none under Laravel's lock names, has a key matching %1. If your application names its locks differently, add a pattern.</source>
        <translation>Kein Eintrag mit Ablaufzeit und keiner unter Laravels Sperrnamen hat einen Schlüssel, der zu %1 passt. Benennt Ihre Anwendung ihre Sperren anders, ein Muster hinzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>%n orphaned</source>
        <translation>
            <numerusform>%n verwaist</numerusform>
            <numerusform>%n verwaist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>askr::views::OpenRemoteDialog</name>
    <message>
        <source>the server's default</source>
        <translation>Standard des Servers</translation>
    </message>
    <message>
        <source>On a server that holds several databases (sqld --enable-namespaces), the one to open. It is added to the address as ?namespace=NAME.</source>
        <translation>Auf einem Server mit mehreren Datenbanken (sqld --enable-namespaces) die zu öffnende. Sie wird der Adresse als ?namespace=NAME angefügt.</translation>
    </message>
    <message>
        <source>&amp;Namespace:</source>
        <translation>&amp;Namensraum:</translation>
    </message>
    <message>
        <source>Open Remote Database</source>
        <translation>Entfernte Datenbank öffnen</translation>
    </message>
    <message>
        <source>A database served by a libSQL server (sqld). It opens read-only; to change it, reopen it read-write (File ▸ Reopen As ▸ Read-Write).</source>
        <translation>Eine Datenbank, die ein libSQL-Server (sqld) bereitstellt. Sie wird schreibgeschützt geöffnet; um sie zu ändern, öffnen Sie sie mit Schreibzugriff erneut (Datei ▸ Erneut öffnen als ▸ Lesen und Schreiben).</translation>
    </message>
    <message>
        <source>http://HOST:PORT, https://HOST, or libsql://HOST (which means https)</source>
        <translation>http://HOST:PORT, https://HOST oder libsql://HOST (bedeutet https)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>The server's access token (a JWT), if it requires one. Kept in memory until Askr Desk quits.</source>
        <translation>Das Zugriffstoken des Servers (ein JWT), falls er eines verlangt. Es bleibt im Speicher, bis Askr Desk beendet wird.</translation>
    </message>
    <message>
        <source>%1 is not a server's address.</source>
        <translation>%1 ist keine Serveradresse.</translation>
    </message>
</context>
<context>
    <name>askr::views::OpenServerDialog</name>
    <message>
        <source>Open Askr Server</source>
        <translation>Askr-Server öffnen</translation>
    </message>
    <message>
        <source>The admin address of an Askr server (started with askr --admin ADDR): its workers, memory, traffic and recorded errors, and a graceful reload.</source>
        <translation>Die Admin-Adresse eines Askr-Servers (gestartet mit askr --admin ADDR): seine Worker, sein Speicher, sein Verkehr und seine aufgezeichneten Fehler, und ein schonendes Neuladen.</translation>
    </message>
    <message>
        <source>http://HOST:PORT, https://HOST or HOST:PORT</source>
        <translation>http://HOST:PORT, https://HOST oder HOST:PORT</translation>
    </message>
    <message>
        <source>&amp;Admin address:</source>
        <translation>&amp;Admin-Adresse:</translation>
    </message>
    <message>
        <source>The server's ASKR_ADMIN_TOKEN, if it is set. Kept in memory until Askr Desk quits.</source>
        <translation>Das ASKR_ADMIN_TOKEN des Servers, falls gesetzt. Bleibt im Speicher, bis Askr Desk beendet wird.</translation>
    </message>
    <message>
        <source>the token typed in</source>
        <translation>dem eingegebenen Token</translation>
    </message>
    <message>
        <source>From &amp;File…</source>
        <translation>Aus &amp;Datei …</translation>
    </message>
    <message>
        <source>Read the token from a file (its first line)</source>
        <translation>Das Token aus einer Datei lesen (ihrer ersten Zeile)</translation>
    </message>
    <message>
        <source>Admin Token File</source>
        <translation>Admin-Token-Datei</translation>
    </message>
    <message>
        <source>The token file %1 cannot be read: %2</source>
        <translation>Die Token-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the token file %1</source>
        <translation>der Token-Datei %1</translation>
    </message>
    <message>
        <source>%1 is not a server's address.</source>
        <translation>%1 ist keine Serveradresse.</translation>
    </message>
</context>
<context>
    <name>askr::views::OverviewPage</name>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>jobs/min</source>
        <translation>Jobs/min</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>No samples in the last hour yet</source>
        <translation>Noch keine Messungen in der letzten Stunde</translation>
    </message>
    <message>
        <source>No history is kept for this database</source>
        <translation>Für diese Datenbank wird kein Verlauf geführt</translation>
    </message>
    <message>
        <source>Dead letters</source>
        <translation>Fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>dead letters</source>
        <translation>fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>ready jobs</source>
        <translation>bereite Jobs</translation>
    </message>
</context>
<context>
    <name>askr::views::PayloadView</name>
    <message>
        <source>Load More</source>
        <translation>Mehr laden</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>PHP serialized</source>
        <translation>PHP-serialisiert</translation>
    </message>
    <message>
        <source>Integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>How to show the bytes</source>
        <translation>Wie die Bytes angezeigt werden</translation>
    </message>
    <message>
        <source>Load the next part of this large value</source>
        <translation>Den nächsten Teil dieses großen Werts laden</translation>
    </message>
    <message>
        <source>Show as:</source>
        <translation>Anzeigen als:</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>… %1 more not loaded</source>
        <translation>… %1 weitere nicht geladen</translation>
    </message>
    <message>
        <source>No more is shown here; save the value to a file to see all of it.</source>
        <translation>Hier wird nicht mehr angezeigt; speichern Sie den Wert in eine Datei, um ihn vollständig zu sehen.</translation>
    </message>
</context>
<context>
    <name>askr::views::PubSubPage</name>
    <message>
        <source>Pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Wird geöffnet …</translation>
    </message>
    <message>
        <source>&amp;Publish Test Event…</source>
        <translation>Test-Ereignis &amp;veröffentlichen …</translation>
    </message>
    <message>
        <source>Publish an event to a channel, to test listeners and subscribers</source>
        <translation>Ein Ereignis in einem Kanal veröffentlichen, um Listener und Abonnenten zu testen</translation>
    </message>
    <message>
        <source>Trim by &amp;Age…</source>
        <translation>Nach &amp;Alter kürzen …</translation>
    </message>
    <message>
        <source>Delete the events older than an age, after a preview of what goes and which subscribers lose unread events</source>
        <translation>Ereignisse, die älter als ein bestimmtes Alter sind, nach einer Vorschau löschen, die zeigt, was entfernt wird und welche Abonnenten ungelesene Ereignisse verlieren</translation>
    </message>
    <message>
        <source>Trim to &amp;Newest…</source>
        <translation>Auf &amp;neueste kürzen …</translation>
    </message>
    <message>
        <source>Keep only the newest events, after a preview of what goes and which subscribers lose unread events</source>
        <translation>Nur die neuesten Ereignisse behalten, nach einer Vorschau, die zeigt, was entfernt wird und welche Abonnenten ungelesene Ereignisse verlieren</translation>
    </message>
    <message>
        <source>Reset Cursor to &amp;Head</source>
        <translation>Cursor auf &amp;Kopf zurücksetzen</translation>
    </message>
    <message>
        <source>Move the selected subscribers' cursors to the newest event: they skip everything unread</source>
        <translation>Die Cursor der ausgewählten Abonnenten auf das neueste Ereignis setzen: Sie überspringen alles Ungelesene</translation>
    </message>
    <message>
        <source>Set &amp;Cursor…</source>
        <translation>&amp;Cursor festlegen …</translation>
    </message>
    <message>
        <source>Move the current subscriber's cursor to a sequence number, to replay or skip events</source>
        <translation>Den Cursor des aktuellen Abonnenten auf eine Sequenznummer setzen, um Ereignisse erneut abzuspielen oder zu überspringen</translation>
    </message>
    <message>
        <source>&amp;Delete Subscriber</source>
        <translation>Abonnenten &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the selected durable subscribers (the runtime recreates a name it still uses, at the head)</source>
        <translation>Die ausgewählten dauerhaften Abonnenten löschen (die Laufzeitumgebung legt einen noch verwendeten Namen am Kopf neu an)</translation>
    </message>
    <message>
        <source>Pause &amp;Live Tail</source>
        <translation>&amp;Live-Verfolgung anhalten</translation>
    </message>
    <message>
        <source>Stop following new events; resuming catches up</source>
        <translation>Neuen Ereignissen nicht mehr folgen; beim Fortsetzen wird aufgeholt</translation>
    </message>
    <message>
        <source>Show &amp;Events of Channel</source>
        <translation>&amp;Ereignisse des Kanals anzeigen</translation>
    </message>
    <message>
        <source>Browse this channel's events</source>
        <translation>Die Ereignisse dieses Kanals durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Tail Channel</source>
        <translation>Kanal &amp;verfolgen</translation>
    </message>
    <message>
        <source>Follow this channel's new events live</source>
        <translation>Den neuen Ereignissen dieses Kanals live folgen</translation>
    </message>
    <message>
        <source>Resume &amp;Live Tail</source>
        <translation>&amp;Live-Verfolgung fortsetzen</translation>
    </message>
    <message>
        <source>No pub/sub log in this database</source>
        <translation>Kein Pub/Sub-Protokoll in dieser Datenbank</translation>
    </message>
    <message>
        <source>This database has no askr_events and askr_subscribers tables: the application does not broadcast through it.</source>
        <translation>Diese Datenbank hat keine Tabellen askr_events und askr_subscribers: Die Anwendung sendet nicht über sie.</translation>
    </message>
    <message>
        <source>The pub/sub tables are incomplete:</source>
        <translation>Die Pub/Sub-Tabellen sind unvollständig:</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Live Tail</source>
        <translation>Live-Verfolgung</translation>
    </message>
    <message>
        <source>Subscribers</source>
        <translation>Abonnenten</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s)</source>
        <translation>
            <numerusform>%n Kanal</numerusform>
            <numerusform>%n Kanäle</numerusform>
        </translation>
    </message>
    <message>
        <source>counting events…</source>
        <translation>Ereignisse werden gezählt …</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 Ereignisse</translation>
    </message>
    <message>
        <source>publishing %1</source>
        <translation>%1 veröffentlicht</translation>
    </message>
    <message>
        <source>head seq %1</source>
        <translation>Kopf-Seq %1</translation>
    </message>
    <message numerus="yes">
        <source>%n subscriber(s)</source>
        <translation>
            <numerusform>%n Abonnent</numerusform>
            <numerusform>%n Abonnenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n stalled)</source>
        <translation>
            <numerusform>(%n blockiert)</numerusform>
            <numerusform>(%n blockiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Subscriber %1 has stalled: %2 unread events wait and its cursor does not move.</source>
        <translation>Abonnent %1 steht still: %2 ungelesene Ereignisse warten, und sein Cursor bewegt sich nicht.</translation>
    </message>
</context>
<context>
    <name>askr::views::PublishDialog</name>
    <message>
        <source>Publish Test Event</source>
        <translation>Test-Ereignis veröffentlichen</translation>
    </message>
    <message>
        <source>Test event from Askr Desk</source>
        <translation>Test-Ereignis von Askr Desk</translation>
    </message>
    <message>
        <source>Appends one event to the log. Every subscriber and listener of the channel receives it.</source>
        <translation>Hängt ein Ereignis an das Protokoll an. Jeder Abonnent und Listener des Kanals empfängt es.</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>Kanal:</translation>
    </message>
    <message>
        <source>Payload:</source>
        <translation>Nutzdaten:</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Valid JSON, %1.</source>
        <translation>Gültiges JSON, %1.</translation>
    </message>
    <message>
        <source>Not JSON (%1 at %2): it will be published as these bytes anyway.</source>
        <translation>Kein JSON (%1 bei %2): Es wird trotzdem als diese Bytes veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>askr::views::QueueCharts</name>
    <message>
        <source>Last 15 minutes</source>
        <translation>Letzte 15 Minuten</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <translation>Letzte 6 Stunden</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>How far back the charts reach. History is kept in Askr Desk's own data file while the app runs: every sample for 2 hours, minutes for 48 hours, quarter-hours for 35 days.</source>
        <translation>Wie weit die Diagramme zurückreichen. Der Verlauf wird, während die Anwendung läuft, in Askr Desks eigener Datendatei gespeichert: jede Messung für 2 Stunden, Minutenwerte für 48 Stunden, Viertelstundenwerte für 35 Tage.</translation>
    </message>
    <message>
        <source>Depth (jobs)</source>
        <translation>Tiefe (Jobs)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>Verzögert</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Throughput (jobs per minute)</source>
        <translation>Durchsatz (Jobs pro Minute)</translation>
    </message>
    <message>
        <source>Enqueued</source>
        <translation>Eingereiht</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>Verarbeitet</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>No history is kept for a snapshot: it never changes.</source>
        <translation>Für eine Momentaufnahme wird kein Verlauf gespeichert: Sie ändert sich nie.</translation>
    </message>
    <message>
        <source>Queue %1</source>
        <translation>Warteschlange %1</translation>
    </message>
    <message>
        <source>All queues</source>
        <translation>Alle Warteschlangen</translation>
    </message>
</context>
<context>
    <name>askr::views::QueuesPage</name>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
    <message>
        <source>Select a queue to chart it and list its jobs; select it again with Ctrl to see all queues.</source>
        <translation>Wählen Sie eine Warteschlange aus, um sie im Diagramm zu zeigen und ihre Jobs aufzulisten; wählen Sie sie mit Strg erneut aus, um alle Warteschlangen zu sehen.</translation>
    </message>
    <message>
        <source>Only the jobs of this queue</source>
        <translation>Nur die Jobs dieser Warteschlange</translation>
    </message>
    <message>
        <source>Only jobs in this state, judged against the current time</source>
        <translation>Nur Jobs in diesem Zustand, bezogen auf die aktuelle Zeit</translation>
    </message>
    <message>
        <source>Any state</source>
        <translation>Beliebiger Zustand</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>Verzögert</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>Job-Name</translation>
    </message>
    <message>
        <source>Only jobs whose payload names this job (Laravel's displayName), exactly</source>
        <translation>Nur Jobs, deren Nutzdaten genau diesen Job nennen (Laravels displayName)</translation>
    </message>
    <message>
        <source>Text in payload</source>
        <translation>Text in Nutzdaten</translation>
    </message>
    <message>
        <source>Only jobs whose payload contains this text, case-sensitive (reads every payload: slow on large tables)</source>
        <translation>Nur Jobs, deren Nutzdaten diesen Text enthalten, Groß-/Kleinschreibung beachten (liest alle Nutzdaten: langsam bei großen Tabellen)</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>12 min 30 s ago</source>
        <translation>vor 12 min 30 s</translation>
    </message>
    <message>
        <source>for 12 min 30 s</source>
        <translation>für 12 min 30 s</translation>
    </message>
    <message>
        <source>Select a job to see its payload.</source>
        <translation>Wählen Sie einen Job aus, um seine Nutzdaten zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Release Reservation…</source>
        <translation>Reservierung &amp;freigeben …</translation>
    </message>
    <message>
        <source>Clear the reservation of the selected reserved job, so that the next claim may take it again (the attempt stays counted; a worker still running it may finish it twice)</source>
        <translation>Die Reservierung des ausgewählten reservierten Jobs aufheben, damit die nächste Abholung ihn wieder nehmen kann (der Versuch bleibt gezählt; ein Worker, der ihn noch ausführt, könnte ihn doppelt abschließen)</translation>
    </message>
    <message>
        <source>&amp;Delete Job…</source>
        <translation>Job &amp;löschen …</translation>
    </message>
    <message>
        <source>Remove the selected job from its queue for good, whatever its state</source>
        <translation>Den ausgewählten Job unabhängig von seinem Zustand endgültig aus seiner Warteschlange entfernen</translation>
    </message>
    <message>
        <source>Set &amp;Stuck Threshold…</source>
        <translation>&amp;Schwellwert für Hängen festlegen …</translation>
    </message>
    <message>
        <source>How long the oldest ready job of the selected queue may wait before the queue is flagged</source>
        <translation>Wie lange der älteste bereite Job der ausgewählten Warteschlange warten darf, bevor die Warteschlange markiert wird</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>Jobs:</translation>
    </message>
    <message>
        <source>No job queue here</source>
        <translation>Hier gibt es keine Job-Warteschlange</translation>
    </message>
    <message>
        <source>This database has no askr_jobs and askr_failed_jobs tables. Queues appear here once the Askr runtime (or Laravel's Askr queue driver) has written to it.</source>
        <translation>Diese Datenbank hat keine Tabellen askr_jobs und askr_failed_jobs. Warteschlangen erscheinen hier, sobald die Askr-Laufzeitumgebung (oder Laravels Askr-Warteschlangentreiber) in sie geschrieben hat.</translation>
    </message>
    <message>
        <source>12 min 30 s</source>
        <translation>12 min 30 s</translation>
    </message>
    <message>
        <source>≥ 1,234/min</source>
        <translation>≥ 1.234/min</translation>
    </message>
    <message>
        <source>12/min</source>
        <translation>12/min</translation>
    </message>
    <message>
        <source>No worker?</source>
        <translation>Kein Worker?</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Job</numerusform>
            <numerusform>%n Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the queues…</source>
        <translation>Warteschlangen werden gelesen …</translation>
    </message>
    <message>
        <source>&lt;b&gt;All queues:&lt;/b&gt; %1 ready · %2 delayed · %3 reserved · %4 failed</source>
        <translation>&lt;b&gt;Alle Warteschlangen:&lt;/b&gt; %1 bereit · %2 verzögert · %3 reserviert · %4 fehlgeschlagen</translation>
    </message>
    <message>
        <source> — per minute over the last %1: %2 enqueued · %3 processed · %4 failed</source>
        <translation> – pro Minute über die letzten %1: %2 eingereiht · %3 verarbeitet · %4 fehlgeschlagen</translation>
    </message>
    <message>
        <source> — rates unknown: this database has no sqlite_sequence (its tables were not created with AUTOINCREMENT)</source>
        <translation> – Raten unbekannt: Diese Datenbank hat keine sqlite_sequence (ihre Tabellen wurden nicht mit AUTOINCREMENT angelegt)</translation>
    </message>
    <message numerus="yes">
        <source>%n queue(s) not keeping up</source>
        <translation>
            <numerusform>%n Warteschlange hält nicht mit</numerusform>
            <numerusform>%n Warteschlangen halten nicht mit</numerusform>
        </translation>
    </message>
    <message>
        <source>job %1 (%2 in queue %3, %4)</source>
        <translation>Job %1 (%2 in Warteschlange %3, %4)</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Job %1 is gone: it was processed or deleted meanwhile.</source>
        <translation>Job %1 ist verschwunden: Er wurde inzwischen verarbeitet oder gelöscht.</translation>
    </message>
    <message>
        <source>Stuck Threshold</source>
        <translation>Schwellwert für Hängen</translation>
    </message>
    <message>
        <source>Flag queue %1 when its oldest ready job has waited longer than (seconds):</source>
        <translation>Warteschlange %1 markieren, wenn ihr ältester bereiter Job länger wartet als (Sekunden):</translation>
    </message>
    <message>
        <source>queue %1</source>
        <translation>Warteschlange %1</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>Queue %1: %2</source>
        <translation>Warteschlange %1: %2</translation>
    </message>
    <message>
        <source>%1 (stale: %2)</source>
        <translation>%1 (veraltet: %2)</translation>
    </message>
    <message>
        <source> — rates after a minute of watching (%1 so far)</source>
        <translation> — Raten nach einer Minute Beobachtung (bisher %1)</translation>
    </message>
</context>
<context>
    <name>askr::views::RememberTokenBox</name>
    <message>
        <source>&amp;Remember the token in the desktop's keyring</source>
        <translation>Das Token im Schlüsselbund des Desktops &amp;merken</translation>
    </message>
    <message>
        <source>The token is then kept in your desktop's keyring (GNOME Keyring, KWallet or another Secret Service), which opens with your login. It is never written to Askr Desk's settings.</source>
        <translation>Das Token wird dann im Schlüsselbund Ihres Desktops aufbewahrt (GNOME Keyring, KWallet oder ein anderer Secret Service), der sich mit Ihrer Anmeldung öffnet. In die Einstellungen von Askr Desk wird es nie geschrieben.</translation>
    </message>
    <message>
        <source>The token cannot be remembered: %1. It is kept until Askr Desk quits and asked for again next time.</source>
        <translation>Das Token kann nicht gespeichert werden: %1. Es bleibt erhalten, bis Askr Desk beendet wird, und wird beim nächsten Mal erneut abgefragt.</translation>
    </message>
</context>
<context>
    <name>askr::views::RollingReloadDialog</name>
    <message>
        <source>Rolling Reload</source>
        <translation>Neuladen nacheinander</translation>
    </message>
    <message>
        <source>One server at a time: the next is reloaded only when the one before answers /healthz 200 and its rollout ended ok. The first aborted, inconclusive or unhealthy server stops it.</source>
        <translation>Ein Server nach dem anderen: der nächste wird erst neu geladen, wenn der vorige /healthz mit 200 beantwortet und sein Rollout mit ok endete. Der erste abgebrochene, unklare oder kranke Server hält es an.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>&amp;Stop After This Server</source>
        <translation>Nach diesem Server &amp;anhalten</translation>
    </message>
    <message>
        <source>Let the server reloading now finish, and reload no other</source>
        <translation>Den Server, der gerade neu lädt, fertig werden lassen und keinen weiteren neu laden</translation>
    </message>
    <message>
        <source>Stopping after the server reloading now…</source>
        <translation>Hält nach dem Server an, der gerade neu lädt …</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>lädt neu</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>stopped here</source>
        <translation>hier angehalten</translation>
    </message>
    <message>
        <source>not reloaded</source>
        <translation>nicht neu geladen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>askr::views::SelectionKeeper</name>
    <message>
        <source>%1 left the list, so it is no longer selected.</source>
        <translation>%1 ist nicht mehr in der Liste und daher nicht mehr ausgewählt.</translation>
    </message>
    <message>
        <source>%1 left the list, so they are no longer selected.</source>
        <translation>%1 sind nicht mehr in der Liste und daher nicht mehr ausgewählt.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
</context>
<context>
    <name>askr::views::ServerPage</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation>Zeitanteile</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
    <message>
        <source>Recorded errors</source>
        <translation>Aufgezeichnete Fehler</translation>
    </message>
    <message>
        <source>&amp;Graceful Reload…</source>
        <translation>&amp;Schonend neu laden …</translation>
    </message>
    <message>
        <source>Restart the server's workers one at a time, with no downtime (POST /api/reload); asks first</source>
        <translation>Die Worker des Servers einen nach dem anderen neu starten, ohne Ausfall (POST /api/reload); fragt vorher</translation>
    </message>
    <message>
        <source>Copy &amp;Replay Command</source>
        <translation>&amp;Wiedergabebefehl kopieren</translation>
    </message>
    <message>
        <source>Copy the command that runs the selected recorded request again, on the server</source>
        <translation>Den Befehl kopieren, der die gewählte aufgezeichnete Anfrage auf dem Server erneut ausführt</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>%1: run it on the server, in its --record-errors folder.</source>
        <translation>%1: auf dem Server ausführen, in seinem --record-errors-Ordner.</translation>
    </message>
    <message>
        <source>Askr %1</source>
        <translation>Askr %1</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>(Version unbekannt)</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>Modus %1</translation>
    </message>
    <message>
        <source>serving %1</source>
        <translation>bedient %1</translation>
    </message>
    <message>
        <source>up %1</source>
        <translation>läuft seit %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>last rollout: %1</source>
        <translation>letzter Rollout: %1</translation>
    </message>
    <message>
        <source>single process</source>
        <translation>ein Prozess</translation>
    </message>
    <message>
        <source>no supervisor, no workers to count</source>
        <translation>kein Supervisor, keine Worker zu zählen</translation>
    </message>
    <message>
        <source>%1 of %2 alive</source>
        <translation>%1 von %2 laufen</translation>
    </message>
    <message>
        <source>%1 respawns%2 · %3 queue workers</source>
        <translation>%1 Neustarts%2 · %3 Warteschlangen-Worker</translation>
    </message>
    <message>
        <source>, %1 in the last minute</source>
        <translation>, %1 in der letzten Minute</translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s) keep growing: see Workers</source>
        <translation>
            <numerusform>%n Worker wächst weiter: siehe Worker</numerusform>
            <numerusform>%n Worker wachsen weiter: siehe Worker</numerusform>
        </translation>
    </message>
    <message>
        <source>resident, all workers</source>
        <translation>resident, alle Worker</translation>
    </message>
    <message>
        <source>Queues (%1)</source>
        <translation>Warteschlangen (%1)</translation>
    </message>
    <message>
        <source>Queues (not reported)</source>
        <translation>Warteschlangen (nicht gemeldet)</translation>
    </message>
    <message>
        <source>This runtime version does not report per-queue figures (1.4.14 and later do).</source>
        <translation>Diese Runtime-Version meldet keine Zahlen je Warteschlange (1.4.14 und neuer tun es).</translation>
    </message>
    <message>
        <source>no metrics yet</source>
        <translation>noch keine Metriken</translation>
    </message>
    <message>
        <source>the server answers {} until they are set up</source>
        <translation>der Server antwortet {}, bis sie eingerichtet sind</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <source>a counter went down between readings: rates resume with the next one</source>
        <translation>ein Zähler ist zwischen zwei Messungen gesunken: Raten gibt es ab der nächsten wieder</translation>
    </message>
    <message>
        <source>no requests in the last %1 s</source>
        <translation>keine Anfragen in den letzten %1 s</translation>
    </message>
    <message>
        <source>5xx: %1 of responses</source>
        <translation>5xx: %1 der Antworten</translation>
    </message>
    <message>
        <source>last %1 s</source>
        <translation>letzte %1 s</translation>
    </message>
    <message>
        <source>since start</source>
        <translation>seit dem Start</translation>
    </message>
    <message>
        <source>p50 %1</source>
        <translation>p50 %1</translation>
    </message>
    <message>
        <source>p95 %1 · p99 %2 (%3)</source>
        <translation>p95 %1 · p99 %2 (%3)</translation>
    </message>
    <message>
        <source>PHP %1</source>
        <translation>PHP %1</translation>
    </message>
    <message>
        <source>I/O %1 · response cache hits %2 (%3)</source>
        <translation>E/A %1 · Treffer im Antwort-Cache %2 (%3)</translation>
    </message>
    <message>
        <source>rates need a second reading</source>
        <translation>Raten brauchen eine zweite Messung</translation>
    </message>
    <message>
        <source>This server does not record failing requests. Start it with --record-errors DIR to keep each 5xx request for replaying.</source>
        <translation>Dieser Server zeichnet fehlschlagende Anfragen nicht auf. Starten Sie ihn mit --record-errors DIR, um jede 5xx-Anfrage zum erneuten Ausführen zu behalten.</translation>
    </message>
    <message>
        <source>No failing requests recorded.</source>
        <translation>Keine fehlschlagenden Anfragen aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>The newest %n recorded failing request(s). The recordings hold request bodies and stay on the server; select one and copy its replay command (%1).</source>
        <translation>
            <numerusform>Die neueste aufgezeichnete fehlschlagende Anfrage. Die Aufzeichnungen enthalten Anfrageinhalte und bleiben auf dem Server; wählen Sie eine und kopieren Sie ihren Wiedergabebefehl (%1).</numerusform>
            <numerusform>Die %n neuesten aufgezeichneten fehlschlagenden Anfragen. Die Aufzeichnungen enthalten Anfrageinhalte und bleiben auf dem Server; wählen Sie eine und kopieren Sie ihren Wiedergabebefehl (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Recorded errors (%1)</source>
        <translation>Aufgezeichnete Fehler (%1)</translation>
    </message>
    <message>
        <source>as of %1 s ago</source>
        <translation>Stand vor %1 s</translation>
    </message>
    <message>
        <source>%1 The figures below are as of %2 s ago.</source>
        <translation>%1 Die Zahlen unten sind von vor %2 s.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Its %1 workers are restarted one at a time; requests keep being served. The runtime stops the rollout if a new worker fails its health check.</source>
        <translation>Seine %1 Worker werden einer nach dem anderen neu gestartet; Anfragen werden weiter bedient. Die Runtime bricht den Rollout ab, wenn ein neuer Worker seine Gesundheitsprüfung nicht besteht.</translation>
    </message>
    <message>
        <source>Graceful Reload</source>
        <translation>Schonendes Neuladen</translation>
    </message>
    <message>
        <source>Reload the workers of %1 gracefully?</source>
        <translation>Die Worker von %1 schonend neu laden?</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Reloading</source>
        <translation>Wird neu geladen</translation>
    </message>
    <message>
        <source>%1 is reloading its workers one at a time.</source>
        <translation>%1 lädt seine Worker einen nach dem anderen neu.</translation>
    </message>
    <message>
        <source>Reload failed</source>
        <translation>Neuladen fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Link to Database…</source>
        <translation>Mit Datenbank &amp;verknüpfen …</translation>
    </message>
    <message>
        <source>Say which open database this server's queue uses: each side then shows the other, and "No worker?" is answered from the server's queue workers</source>
        <translation>Angeben, welche geöffnete Datenbank die Warteschlange dieses Servers nutzt: dann zeigt jede Seite die andere, und „Kein Worker?“ wird aus den Warteschlangen-Workern des Servers beantwortet</translation>
    </message>
    <message>
        <source>Not linked to a database (Link to Database… says which one its queue uses).</source>
        <translation>Mit keiner Datenbank verknüpft („Mit Datenbank verknüpfen …“ sagt, welche seine Warteschlange nutzt).</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>MiB resident</source>
        <translation>MiB resident</translation>
    </message>
    <message>
        <source>No worker memory reported yet</source>
        <translation>Noch kein Worker-Speicher gemeldet</translation>
    </message>
</context>
<context>
    <name>askr::views::SetCursorDialog</name>
    <message>
        <source>Set Cursor of %1</source>
        <translation>Cursor von %1 festlegen</translation>
    </message>
    <message>
        <source>The subscriber reads the events after its cursor next. The cursor is at %1, the head at %2.</source>
        <translation>Der Abonnent liest als Nächstes die Ereignisse nach seinem Cursor. Der Cursor steht bei %1, der Kopf bei %2.</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Skip everything published so far (seq %1)</source>
        <translation>Alles bisher Veröffentlichte überspringen (Seq %1)</translation>
    </message>
    <message>
        <source>Oldest</source>
        <translation>Ältestes</translation>
    </message>
    <message>
        <source>Replay every event still in the log (cursor %1)</source>
        <translation>Jedes noch im Protokoll vorhandene Ereignis erneut abspielen (Cursor %1)</translation>
    </message>
    <message>
        <source>New cursor:</source>
        <translation>Neuer Cursor:</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vorschau …</translation>
    </message>
    <message>
        <source>Enter a sequence number.</source>
        <translation>Geben Sie eine Sequenznummer ein.</translation>
    </message>
    <message>
        <source>That is where the cursor is.</source>
        <translation>Dort steht der Cursor bereits.</translation>
    </message>
    <message>
        <source>Moving back replays the events after seq %1 (up to %2 sequence numbers).</source>
        <translation>Zurücksetzen spielt die Ereignisse nach Seq %1 erneut ab (bis zu %2 Sequenznummern).</translation>
    </message>
    <message>
        <source>Beyond the head: the subscriber skips everything until seq %1 is passed.</source>
        <translation>Hinter dem Kopf: Der Abonnent überspringt alles, bis Seq %1 erreicht ist.</translation>
    </message>
    <message>
        <source>Moving forward skips up to %1 sequence numbers of unread events.</source>
        <translation>Vorwärtsbewegen überspringt bis zu %1 Sequenznummern ungelesener Ereignisse.</translation>
    </message>
</context>
<context>
    <name>askr::views::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How often each database is checked for changes (one cheap PRAGMA data_version when nothing changed)</source>
        <translation>Wie oft jede Datenbank auf Änderungen geprüft wird (ein günstiges PRAGMA data_version, wenn sich nichts geändert hat)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A queue whose oldest ready job has waited longer than this is flagged as stuck</source>
        <translation>Eine Warteschlange, deren ältester bereiter Job länger als dies wartet, wird als hängend markiert</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Threshold (s)</source>
        <translation>Schwellwert (s)</translation>
    </message>
    <message>
        <source>Thresholds for particular queues; others use the default</source>
        <translation>Schwellwerte für bestimmte Warteschlangen; andere verwenden den Standard</translation>
    </message>
    <message>
        <source>One GLOB pattern per line. A cache key with an expiry that matches one is shown as a lock.</source>
        <translation>Ein GLOB-Muster pro Zeile. Ein Cache-Schlüssel mit Ablaufzeit, der auf eines passt, wird als Sperre angezeigt.</translation>
    </message>
    <message>
        <source>A subscriber with unread events whose cursor has not moved for this long is highlighted as stalled</source>
        <translation>Ein Abonnent mit ungelesenen Ereignissen, dessen Cursor sich so lange nicht bewegt hat, wird als blockiert hervorgehoben</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>How long queue depth history is kept in the app's own data file (downsampled)</source>
        <translation>Wie lange der Verlauf der Warteschlangentiefe in der eigenen Datendatei der Anwendung aufbewahrt wird (ausgedünnt)</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Check for changes every:</source>
        <translation>Auf Änderungen prüfen alle:</translation>
    </message>
    <message>
        <source>Keep queue history for:</source>
        <translation>Warteschlangenverlauf aufbewahren für:</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
    <message>
        <source>Flag a queue as stuck after:</source>
        <translation>Warteschlange als hängend markieren nach:</translation>
    </message>
    <message>
        <source>Add Queue</source>
        <translation>Warteschlange hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>queue name</source>
        <translation>Warteschlangenname</translation>
    </message>
    <message>
        <source>Cache locks</source>
        <translation>Cache-Sperren</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
    <message>
        <source>Subscriber stalled after:</source>
        <translation>Abonnent blockiert nach:</translation>
    </message>
    <message>
        <source>Show desktop notifications</source>
        <translation>Desktop-Benachrichtigungen zeigen</translation>
    </message>
    <message>
        <source>A subscriber whose oldest unread event is older than this, and whose lag has not shrunk in the last minute, is shown as behind</source>
        <translation>Ein Abonnent, dessen ältestes ungelesenes Ereignis älter ist und dessen Rückstand in der letzten Minute nicht geschrumpft ist, wird als im Rückstand gezeigt</translation>
    </message>
    <message>
        <source>Notify when a queue is stuck or not keeping up, dead letters arrive fast, a lock is held long or a subscriber stalls; once per condition, again only after it has cleared</source>
        <translation>Benachrichtigen, wenn eine Warteschlange hängt oder nicht hinterherkommt, fehlgeschlagene Jobs schnell hinzukommen, eine Sperre lange gehalten wird oder ein Abonnent stillsteht; einmal je Zustand, erneut erst, nachdem er vorbei war</translation>
    </message>
    <message>
        <source> per minute</source>
        <translation> pro Minute</translation>
    </message>
    <message>
        <source>Alert when more jobs than this are dead-lettered per minute</source>
        <translation>Alarm, wenn mehr Jobs als diese pro Minute fehlschlagen</translation>
    </message>
    <message>
        <source>Alert when a lock has been held for longer than this</source>
        <translation>Alarm, wenn eine Sperre länger als diese Zeit gehalten wird</translation>
    </message>
    <message>
        <source>Subscriber behind after:</source>
        <translation>Abonnent im Rückstand nach:</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Dead letters faster than:</source>
        <translation>Fehlgeschlagene Jobs schneller als:</translation>
    </message>
    <message>
        <source>Lock held longer than:</source>
        <translation>Sperre länger gehalten als:</translation>
    </message>
    <message>
        <source>How long the activity log and the dead letters Forget kept (to restore them) stay in the app's own activity file</source>
        <translation>Wie lange das Aktivitätsprotokoll und die von „Vergessen“ aufbewahrten fehlgeschlagenen Jobs (zum Wiederherstellen) in der eigenen Aktivitätsdatei der App bleiben</translation>
    </message>
    <message>
        <source>Keep the activity log and forgotten dead letters for:</source>
        <translation>Aktivitätsprotokoll und vergessene fehlgeschlagene Jobs aufbewahren für:</translation>
    </message>
</context>
<context>
    <name>askr::views::SubscribersTab</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A subscriber is stalled when unread events have waited this long and its cursor has not moved for as long</source>
        <translation>Ein Abonnent ist blockiert, wenn ungelesene Ereignisse so lange gewartet haben und sich sein Cursor ebenso lange nicht bewegt hat</translation>
    </message>
    <message>
        <source>Lag in events</source>
        <translation>Rückstand in Ereignissen</translation>
    </message>
    <message>
        <source>Age of oldest unread</source>
        <translation>Alter des ältesten ungelesenen</translation>
    </message>
    <message>
        <source>No durable subscribers</source>
        <translation>Keine dauerhaften Abonnenten</translation>
    </message>
    <message>
        <source>Readers that must not miss events keep their cursor in askr_subscribers; the runtime's Subscribe creates them. None exists in this database.</source>
        <translation>Leser, die keine Ereignisse verpassen dürfen, speichern ihren Cursor in askr_subscribers; Subscribe der Laufzeitumgebung legt sie an. In dieser Datenbank gibt es keine.</translation>
    </message>
    <message>
        <source>Stalled after:</source>
        <translation>Blockiert nach:</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Diagramm:</translation>
    </message>
    <message numerus="yes">
        <source>%n subscriber(s)</source>
        <translation>
            <numerusform>%n Abonnent</numerusform>
            <numerusform>%n Abonnenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stalled</source>
        <translation>
            <numerusform>%n blockiert</numerusform>
            <numerusform>%n blockiert</numerusform>
        </translation>
    </message>
    <message>
        <source>head seq %1</source>
        <translation>Kopf-Seq %1</translation>
    </message>
    <message>
        <source>subscriber %1</source>
        <translation>Abonnent %1</translation>
    </message>
</context>
<context>
    <name>askr::views::TokenDialog</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
</context>
<context>
    <name>askr::views::TrendLine</name>
    <message>
        <source>−%1 min</source>
        <translation>−%1 min</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>askr::views::TrimAgeDialog</name>
    <message>
        <source>Trim by Age</source>
        <translation>Nach Alter kürzen</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Delete the events published more than this long ago, in every channel. The next step shows how many, and which subscribers would lose events they have not read.</source>
        <translation>Die Ereignisse löschen, die vor mehr als dieser Zeit veröffentlicht wurden, in allen Kanälen. Der nächste Schritt zeigt, wie viele, und welche Abonnenten ungelesene Ereignisse verlieren würden.</translation>
    </message>
    <message>
        <source>Older than</source>
        <translation>Älter als</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vorschau …</translation>
    </message>
</context>
<context>
    <name>askr::views::TrimSizeDialog</name>
    <message>
        <source>Trim to the Newest Events</source>
        <translation>Auf die neuesten Ereignisse kürzen</translation>
    </message>
    <message>
        <source>Keep the newest events over all channels and delete the older ones. The next step shows how many, and which subscribers would lose events they have not read.</source>
        <translation>Die neuesten Ereignisse über alle Kanäle behalten und die älteren löschen. Der nächste Schritt zeigt, wie viele, und welche Abonnenten ungelesene Ereignisse verlieren würden.</translation>
    </message>
    <message>
        <source>The log holds %1 events.</source>
        <translation>Das Protokoll enthält %1 Ereignisse.</translation>
    </message>
    <message>
        <source>Keep the newest</source>
        <translation>Die neuesten behalten</translation>
    </message>
    <message>
        <source>events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vorschau …</translation>
    </message>
</context>
<context>
    <name>askr::views::TtlDialog</name>
    <message>
        <source>&amp;Expire in</source>
        <translation>&amp;Ablauf in</translation>
    </message>
    <message>
        <source>&amp;Never expire</source>
        <translation>&amp;Nie ablaufen</translation>
    </message>
    <message>
        <source>Set TTL</source>
        <translation>TTL festlegen</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Entries that have already expired keep their expiry: a new TTL does not bring them back.</source>
        <translation>Bereits abgelaufene Einträge behalten ihre Ablaufzeit: Eine neue TTL macht sie nicht wieder gültig.</translation>
    </message>
</context>
<context>
    <name>askr::views::queueui</name>
    <message>
        <source>All queues</source>
        <translation>Alle Warteschlangen</translation>
    </message>
    <message>
        <source>%1 rows are selected; act on everything matching the filter instead.</source>
        <translation>%1 Zeilen sind ausgewählt; wenden Sie die Aktion stattdessen auf alles an, was der Filter erfasst.</translation>
    </message>
    <message>
        <source>Some selected rows are not loaded yet: scroll through them first, or act on everything matching the filter.</source>
        <translation>Einige ausgewählte Zeilen sind noch nicht geladen: Blättern Sie zuerst durch sie, oder wenden Sie die Aktion auf alles an, was der Filter erfasst.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>The demo database could not be created: %1</source>
        <translation>Die Demo-Datenbank konnte nicht erstellt werden: %1</translation>
    </message>
</context>
<context>
    <name>askr::operations::laravel</name>
    <message>
        <source>the queue</source>
        <translation>die Warteschlange</translation>
    </message>
    <message>
        <source>the cache</source>
        <translation>der Cache</translation>
    </message>
    <message>
        <source>the events</source>
        <translation>die Ereignisse</translation>
    </message>
    <message>
        <source>no ASKR_QUEUE_DB in .env: the queue is in the runtime's shared memory, not visible</source>
        <translation>kein ASKR_QUEUE_DB in .env: die Warteschlange liegt im gemeinsamen Speicher der Laufzeit, nicht sichtbar</translation>
    </message>
    <message>
        <source>no ASKR_CACHE_DB in .env: the cache is in the runtime's shared memory, not visible</source>
        <translation>kein ASKR_CACHE_DB in .env: der Cache liegt im gemeinsamen Speicher der Laufzeit, nicht sichtbar</translation>
    </message>
    <message>
        <source>no ASKR_BROADCAST_DB in .env: the events are in the runtime's shared memory, not visible</source>
        <translation>kein ASKR_BROADCAST_DB in .env: die Ereignisse liegen im gemeinsamen Speicher der Laufzeit, nicht sichtbar</translation>
    </message>
    <message>
        <source>%1 does not exist yet: the runtime creates it when %2 is first used</source>
        <translation>%1 gibt es noch nicht: die Laufzeit legt sie an, wenn %2 zum ersten Mal gebraucht wird</translation>
    </message>
    <message>
        <source>config/queue.php failed.%1 is computed in PHP (%2); it cannot be read without running it</source>
        <translation>failed.%1 in config/queue.php (der Warteschlangen-Konfiguration) wird in PHP berechnet (%2); ohne es auszuführen, ist es nicht zu lesen</translation>
    </message>
    <message>
        <source>Laravel's default</source>
        <translation>Laravels Vorgabe</translation>
    </message>
    <message>
        <source>the failed-job driver is null (%1): Laravel keeps no failures</source>
        <translation>der Treiber für fehlgeschlagene Jobs ist null (%1): Laravel behält keine Fehlschläge</translation>
    </message>
    <message>
        <source>the failed-job driver is %1 (%2): failures are kept outside a database, not visible</source>
        <translation>der Treiber für fehlgeschlagene Jobs ist %1 (%2): die Fehlschläge liegen außerhalb einer Datenbank, nicht sichtbar</translation>
    </message>
    <message>
        <source>the failed jobs' connection cannot be told (%1)</source>
        <translation>die Verbindung der fehlgeschlagenen Jobs ist nicht zu ermitteln (%1)</translation>
    </message>
    <message>
        <source>Laravel's default connection (sqlite)</source>
        <translation>Laravels Standardverbindung (sqlite)</translation>
    </message>
    <message>
        <source>the connection %1 is not in config/database.php</source>
        <translation>die Verbindung %1 steht nicht in config/database.php</translation>
    </message>
    <message>
        <source>the SQLite connection %1 names no database file</source>
        <translation>die SQLite-Verbindung %1 nennt keine Datenbankdatei</translation>
    </message>
    <message>
        <source>%1 does not exist: nothing has failed yet, or the migrations were not run</source>
        <translation>%1 gibt es nicht: noch ist nichts fehlgeschlagen, oder die Migrationen liefen nicht</translation>
    </message>
    <message>
        <source>the failed jobs are on a %1 connection, which Askr Desk does not read</source>
        <translation>die fehlgeschlagenen Jobs liegen auf einer %1-Verbindung, die Askr Desk nicht liest</translation>
    </message>
    <message>
        <source>ASKR_ADMIN_TOKEN is set but askr.toml has no [admin] listen: the address is given to askr --admin</source>
        <translation>ASKR_ADMIN_TOKEN ist gesetzt, aber askr.toml hat kein [admin] listen: die Adresse wird askr --admin übergeben</translation>
    </message>
    <message>
        <source>no [admin] listen in askr.toml: the admin plane is off, or its address is given to askr --admin</source>
        <translation>kein [admin] listen in askr.toml: die Verwaltung ist aus, oder ihre Adresse wird askr --admin übergeben</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>failed jobs</source>
        <translation>fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <source>%1 is not a Laravel application folder (no artisan, no .env)</source>
        <translation>%1 ist kein Ordner einer Laravel-Anwendung (kein artisan, keine .env)</translation>
    </message>
    <message>
        <source>.env, %1</source>
        <translation>.env, %1</translation>
    </message>
    <message>
        <source>no .env: Laravel's defaults are assumed</source>
        <translation>keine .env: Laravels Vorgaben werden angenommen</translation>
    </message>
    <message>
        <source>QUEUE_CONNECTION is %1, not askr: the jobs Laravel pushes go there, not to askr_jobs</source>
        <translation>QUEUE_CONNECTION ist %1, nicht askr: die Jobs, die Laravel einstellt, gehen dorthin, nicht in askr_jobs</translation>
    </message>
    <message>
        <source>Laravel application %1: this file holds its %2.</source>
        <translation>Laravel-Anwendung %1: diese Datei enthält ihre %2.</translation>
    </message>
    <message>
        <source>%1, table %2 (Laravel's failures; not read yet)</source>
        <translation>%1, Tabelle %2 (Laravels Fehlschläge; noch nicht gelesen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This database has no failed_jobs table: Laravel's migrations create it (php artisan migrate) in the database its queue.failed settings name.</source>
        <translation>Diese Datenbank hat keine Tabelle failed_jobs: Laravels Migrationen legen sie an (php artisan migrate), in der Datenbank, die die Warteschlangen-Einstellung queue.failed nennt.</translation>
    </message>
</context>
<context>
    <name>askr::operations::laravel::DotEnv</name>
    <message>
        <source>line %1: not KEY=value</source>
        <translation>Zeile %1: nicht SCHLÜSSEL=Wert</translation>
    </message>
    <message>
        <source>line %1: the quote is never closed</source>
        <translation>Zeile %1: das Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>line %1: a value with spaces must be quoted (Laravel refuses the file)</source>
        <translation>Zeile %1: ein Wert mit Leerzeichen muss in Anführungszeichen stehen (Laravel lehnt die Datei ab)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
</context>
</TS>