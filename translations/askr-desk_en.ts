<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>askr::app::StatusArea</name>
    <message numerus="yes">
        <source>%n database(s) open</source>
        <translation>
            <numerusform>%n database open</numerusform>
            <numerusform>%n databases open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::app::Workspace</name>
    <message numerus="yes">
        <source>Created the tables of %n primitive(s).</source>
        <translation>
            <numerusform>Created the tables of %n primitive.</numerusform>
            <numerusform>Created the tables of %n primitives.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::app::WorkspaceDialogs</name>
    <message numerus="yes">
        <source>%n server token(s) that an older version of Askr Desk kept in its settings file moved to your desktop's keyring, and were removed from the file.</source>
        <translation>
            <numerusform>%n server token that an older version of Askr Desk kept in its settings file moved to your desktop's keyring, and was removed from the file.</numerusform>
            <numerusform>%n server tokens that an older version of Askr Desk kept in its settings file moved to your desktop's keyring, and were removed from the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server token(s) stay in Askr Desk's settings file (readable by you only), because %1. They move to the keyring at a start where one answers.</source>
        <translation>
            <numerusform>%n server token stays in Askr Desk's settings file (readable by you only), because %1. It moves to the keyring at a start where one answers.</numerusform>
            <numerusform>%n server tokens stay in Askr Desk's settings file (readable by you only), because %1. They move to the keyring at a start where one answers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::models::CacheNamespaceModel</name>
    <message numerus="yes">
        <source>%n more namespace(s)</source>
        <translation>
            <numerusform>%n more namespace</numerusform>
            <numerusform>%n more namespaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the %n largest namespaces of a level are listed.</source>
        <translation>
            <numerusform>Only the %n largest namespaces of a level are listed.</numerusform>
            <numerusform>Only the %n largest namespaces of a level are listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::models::DashboardModel</name>
    <message numerus="yes">
        <source>%n need attention</source>
        <translation>
            <numerusform>%n needs attention</numerusform>
            <numerusform>%n need attention</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::models::FleetModel</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead letter(s)</source>
        <translation>
            <numerusform>%n dead letter</numerusform>
            <numerusform>%n dead letters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations</name>
    <message numerus="yes">
        <source>%n queue worker(s) alive: saturated</source>
        <translation>
            <numerusform>%n queue worker alive: saturated</numerusform>
            <numerusform>%n queue workers alive: saturated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queue worker(s) run on %1, yet none has taken a job from this queue: they are all busy, or not listening on it. %2</source>
        <translation>
            <numerusform>%n queue worker runs on %1, yet it has taken no job from this queue: it is busy, or not listening on it. %2</numerusform>
            <numerusform>%n queue workers run on %1, yet none has taken a job from this queue: they are all busy, or not listening on it. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::Integrity</name>
    <message numerus="yes">
        <source>… and %n more line(s).</source>
        <translation>
            <numerusform>… and %n more line.</numerusform>
            <numerusform>… and %n more lines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::KeyActions</name>
    <message numerus="yes">
        <source>Forgot %n key(s).</source>
        <translation>
            <numerusform>Forgot %n key.</numerusform>
            <numerusform>Forgot %n keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n had been removed meanwhile.</source>
        <translation>
            <numerusform>%n had been removed meanwhile.</numerusform>
            <numerusform>%n had been removed meanwhile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected key(s) have expired or are gone and stay as they are.</source>
        <translation>
            <numerusform>%n selected key has expired or is gone and stays as it is.</numerusform>
            <numerusform>%n selected keys have expired or are gone and stay as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n live key(s) expire in %1?</source>
        <translation>
            <numerusform>Make %n live key expire in %1?</numerusform>
            <numerusform>Make %n live keys expire in %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n live key(s) never expire?</source>
        <translation>
            <numerusform>Make %n live key never expire?</numerusform>
            <numerusform>Make %n live keys never expire?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) now expire in %1.</source>
        <translation>
            <numerusform>%n key now expires in %1.</numerusform>
            <numerusform>%n keys now expire in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) now never expire.</source>
        <translation>
            <numerusform>%n key now never expires.</numerusform>
            <numerusform>%n keys now never expire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::PubSubActions</name>
    <message numerus="yes">
        <source>%n subscriber(s) would lose events they have not read:</source>
        <translation>
            <numerusform>%n subscriber would lose events it has not read:</numerusform>
            <numerusform>%n subscribers would lose events they have not read:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more</source>
        <translation>
            <numerusform>  … and %n more</numerusform>
            <numerusform>  … and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::RestoreActions</name>
    <message numerus="yes">
        <source>Put back %n failed job(s); %1 of them as new dead letters with new uuids.</source>
        <translation>
            <numerusform>Put back %n failed job; %1 of them as new dead letters with new uuids.</numerusform>
            <numerusform>Put back %n failed jobs; %1 of them as new dead letters with new uuids.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put back %1 of %n; %2 skipped: a dead letter with the same uuid is still there.</source>
        <translation>
            <numerusform>Put back %1 of %n; %2 skipped: a dead letter with the same uuid is still there.</numerusform>
            <numerusform>Put back %1 of %n; %2 skipped: a dead letter with the same uuid is still there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them share(s) their uuid with a dead letter still there and come(s) back as new dead letters, each with a new uuid.</source>
        <translation>
            <numerusform>%n of them shares its uuid with a dead letter still there and comes back as a new dead letter with a new uuid.</numerusform>
            <numerusform>%n of them share their uuid with a dead letter still there and come back as new dead letters, each with a new uuid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be skipped: a dead letter with the same uuid is still there.</source>
        <translation>
            <numerusform>%n will be skipped: a dead letter with the same uuid is still there.</numerusform>
            <numerusform>%n will be skipped: a dead letter with the same uuid is still there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them as new dead letters with new uuids.</source>
        <translation>
            <numerusform>%n of them as new dead letters with new uuids.</numerusform>
            <numerusform>%n of them as new dead letters with new uuids.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n would be skipped: a dead letter with the same uuid is still there.</source>
        <translation>
            <numerusform>%n would be skipped: a dead letter with the same uuid is still there.</numerusform>
            <numerusform>%n would be skipped: a dead letter with the same uuid is still there.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::operations::SubscriberActions</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reset %n subscriber cursor(s) to the head.</source>
        <translation>
            <numerusform>Reset %n subscriber cursor to the head.</numerusform>
            <numerusform>Reset %n subscriber cursors to the head.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n durable subscriber(s): %1?</source>
        <translation>
            <numerusform>Delete %n durable subscriber: %1?</numerusform>
            <numerusform>Delete %n durable subscribers: %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n subscriber(s).</source>
        <translation>
            <numerusform>Deleted %n subscriber.</numerusform>
            <numerusform>Deleted %n subscribers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::ActivityLogWindow</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n entries</source>
        <translation>
            <numerusform>%1 of %n entry</numerusform>
            <numerusform>%1 of %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>Exported %n entry to %1.</numerusform>
            <numerusform>Exported %n entries to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::CachePage</name>
    <message numerus="yes">
        <source>%n matching key(s)</source>
        <translation>
            <numerusform>%n matching key</numerusform>
            <numerusform>%n matching keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n key</numerusform>
            <numerusform>%n keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::ChannelsTab</name>
    <message numerus="yes">
        <source>%n channel(s)</source>
        <translation>
            <numerusform>%n channel</numerusform>
            <numerusform>%n channels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::DatabaseView</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::DeadLettersPage</name>
    <message numerus="yes">
        <source>&lt;b&gt;Dead letter %1&lt;/b&gt; · UUID %2 · queue %3 · %n attempt(s) · failed %4</source>
        <translation>
            <numerusform>&lt;b&gt;Dead letter %1&lt;/b&gt; · UUID %2 · queue %3 · %n attempt · failed %4</numerusform>
            <numerusform>&lt;b&gt;Dead letter %1&lt;/b&gt; · UUID %2 · queue %3 · %n attempts · failed %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::LiveHold</name>
    <message numerus="yes">
        <source>Paused: %n new ▴</source>
        <translation>
            <numerusform>Paused: %n new ▴</numerusform>
            <numerusform>Paused: %n new ▴</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new ▴</source>
        <translation>
            <numerusform>%n new ▴</numerusform>
            <numerusform>%n new ▴</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paused: %n new</source>
        <translation>
            <numerusform>Paused: %n new</numerusform>
            <numerusform>Paused: %n new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new</source>
        <translation>
            <numerusform>%n new</numerusform>
            <numerusform>%n new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paused: %n gone</source>
        <translation>
            <numerusform>Paused: %n gone</numerusform>
            <numerusform>Paused: %n gone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gone</source>
        <translation>
            <numerusform>%n gone</numerusform>
            <numerusform>%n gone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::LocksPage</name>
    <message numerus="yes">
        <source>%n lock(s)</source>
        <translation>
            <numerusform>%n lock</numerusform>
            <numerusform>%n locks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale</source>
        <translation>
            <numerusform>%n stale</numerusform>
            <numerusform>%n stale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orphaned</source>
        <translation>
            <numerusform>%n orphaned</numerusform>
            <numerusform>%n orphaned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::PubSubPage</name>
    <message numerus="yes">
        <source>%n channel(s)</source>
        <translation>
            <numerusform>%n channel</numerusform>
            <numerusform>%n channels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n subscriber(s)</source>
        <translation>
            <numerusform>%n subscriber</numerusform>
            <numerusform>%n subscribers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n stalled)</source>
        <translation>
            <numerusform>(%n stalled)</numerusform>
            <numerusform>(%n stalled)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::QueuesPage</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queue(s) not keeping up</source>
        <translation>
            <numerusform>%n queue not keeping up</numerusform>
            <numerusform>%n queues not keeping up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::ServerPage</name>
    <message numerus="yes">
        <source>%n worker(s) keep growing: see Workers</source>
        <translation>
            <numerusform>%n worker keeps growing: see Workers</numerusform>
            <numerusform>%n workers keep growing: see Workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %n recorded failing request(s). The recordings hold request bodies and stay on the server; select one and copy its replay command (%1).</source>
        <translation>
            <numerusform>The newest recorded failing request. The recordings hold request bodies and stay on the server; select it and copy its replay command (%1).</numerusform>
            <numerusform>The newest %n recorded failing requests. The recordings hold request bodies and stay on the server; select one and copy its replay command (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>askr::views::SubscribersTab</name>
    <message numerus="yes">
        <source>%n subscriber(s)</source>
        <translation>
            <numerusform>%n subscriber</numerusform>
            <numerusform>%n subscribers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stalled</source>
        <translation>
            <numerusform>%n stalled</numerusform>
            <numerusform>%n stalled</numerusform>
        </translation>
    </message>
</context>
</TS>