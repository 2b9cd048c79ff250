<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>Watch and operate the SQLite job queue, cache and pub/sub log of a Redis-free PHP stack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open the databases read-only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Create a demo database with a live simulated workload and open it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SQLite database files to open.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished" />
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
    <name>OpenPlan</name>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a file. Choose a SQLite database file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You may not read %1. Check its permissions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Its -wal holds changes not yet in the main file, so a private copy of both is read; the original is not touched.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot be opened read-write: %2 is not writable. Open it read-only instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened read-write as requested.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened as a snapshot as requested: changes made later are not shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The file and its folder are writable, so it was opened read-write. Use --read-only or File ▸ Reopen Read-Only for a replica.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A WAL database without its -shm file cannot be read live without creating one beside it, so it was opened as a snapshot.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened read-only as requested; changes by other processes are shown live.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The file or its folder is not writable, so it was opened read-only; changes by other processes are shown live.</source>
        <translation type="unfinished" />
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
        <source>Open a SQLite database written by the Askr runtime to watch its queues, cache and pub/sub log, or start askr-desk --demo to see a live simulated workload.</source>
        <translation type="unfinished" />
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
        <source>&amp;Open Database…</source>
        <translation>Datenbank &amp;öffnen …</translation>
    </message>
    <message>
        <source>Open a SQLite database file (read-write when the file allows it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open &amp;Read-Only…</source>
        <translation>&amp;Schreibgeschützt öffnen …</translation>
    </message>
    <message>
        <source>Open a database read-only, for example a replica that another process writes</source>
        <translation type="unfinished" />
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
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Askr Desk</source>
        <translation>Askr Desk beenden</translation>
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
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>Open Database Read-Only</source>
        <translation>Datenbank schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1
Mode: %2
%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No database</source>
        <translation>Keine Datenbank</translation>
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
        <source>Open %1 again</source>
        <translation type="unfinished" />
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
</context>
<context>
    <name>askr::models::payload</name>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Handler</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Max tries</source>
        <translation>Max. Versuche</translation>
    </message>
    <message>
        <source>Max exceptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backoff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Retry until</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>data.command, unserialized:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>askr::models::payload::PhpReader</name>
    <message>
        <source> (protected)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (private)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(reference to #%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(serialized) </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>array(%1) </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>enum %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>askr::storage</name>
    <message>
        <source>queue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cache</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pub/sub</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Table %1 is missing: not a v1 %2. Add the missing tables (Database ▸ Add Missing Tables) if this database is yours.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no column %2: not a v1 %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1.%2 is declared %3 instead of %4; values are read as they are stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has an extra column %2 (tolerated).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Index %1 on %2 is missing: counts and pages will be slow on large tables.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>View %1 is missing: reads through it would fail. Add the missing tables if this database is yours.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>askr::storage::Session</name>
    <message>
        <source>%1 is open %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>Nichts wurde geändert: %1</translation>
    </message>
</context>
<context>
    <name>askr::views</name>
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
</context>
<context>
    <name>askr::views::CachePage</name>
    <message>
        <source>This view is not built yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
</context>
<context>
    <name>askr::views::DatabaseView</name>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>The schema of %1 cannot be read: %2</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>askr::views::DeadLettersPage</name>
    <message>
        <source>This view is not built yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dead letters</source>
        <translation>Fehlgeschlagene Jobs</translation>
    </message>
</context>
<context>
    <name>askr::views::LocksPage</name>
    <message>
        <source>This view is not built yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Locks</source>
        <translation>Sperren</translation>
    </message>
</context>
<context>
    <name>askr::views::OverviewPage</name>
    <message>
        <source>This view is not built yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
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
</context>
<context>
    <name>askr::views::PubSubPage</name>
    <message>
        <source>This view is not built yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pub/sub</source>
        <translation>Pub/Sub</translation>
    </message>
</context>
<context>
    <name>askr::views::QueuesPage</name>
    <message>
        <source>This view is not built yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
</context>
</TS>