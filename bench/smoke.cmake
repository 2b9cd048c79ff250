# The bench smoke test: the generator at a tiny size, then both benchmark
# programs on what it wrote. It proves that they run and put the database back
# as it was; it checks no timing, so a slow machine cannot fail it.
#
# cmake -DGEN=... -DBENCH=... -DBENCH_APP=... -DDESK=... -DDIR=... -P smoke.cmake

function(run what)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${what} failed (${rc}):\n${out}\n${err}")
    endif()
    set(out "${out}" PARENT_SCOPE)
endfunction()

function(expect what text)
    string(FIND "${out}" "${text}" at)
    if(at LESS 0)
        message(FATAL_ERROR "${what}: no \"${text}\" in its output:\n${out}")
    endif()
endfunction()

file(REMOVE_RECURSE ${DIR})
file(MAKE_DIRECTORY ${DIR})
set(db ${DIR}/tiny.sqlite)
set(sizes "400 jobs, 50 dead letters, 400 keys, 2000 events in 6 channels, 5 subscribers")

run(askr-bench-gen ${GEN} --out ${db} --jobs 400 --failed 50 --keys 400 --events 2000 --channels 6 --subscribers 5)

run(askr-bench ${BENCH} --db ${db} --reps 1 --runtime-ops 100 --deep-claims 2)
foreach(table "### Overview" "### A page of 200 jobs" "### A page of 200 keys" "### A page of 200 events"
        "### Runtime operations" "### Retry of every dead letter" "${sizes}"
        "| jobs: middle page, far jump (keyAt(199) + after) | 400 jobs |"
        "| RetryFailed, no filter (typed API) vs hand-written INSERT…SELECT + DELETE | 50 dead letters, 400 jobs |"
        "| RetryAllFailed (typed API) vs hand-written INSERT…SELECT + DELETE | 50 dead letters, 400 jobs |")
    expect(askr-bench "${table}")
endforeach()

# The retry and the runtime operations left the database as it was.
run(askr-bench ${BENCH} --db ${db} --reps 1 --no-retry --no-runtime --no-models)
expect("askr-bench, second run" "${sizes}")

run(askr-bench-app ${BENCH_APP} --desk ${DESK} --db ${db} --idle-seconds 1 --settle-seconds 0 --idle-pages 0,5 --dwell-ms 100 --window-ms 100 --reps 1)
foreach(line "| VmRSS after showing Overview | tiny.sqlite |" "| VmRSS after showing Pub/sub | tiny.sqlite |" "idle on the Overview page" "idle on the Pub/sub page" "% of a core"
        "| open to first paint of the overview with its figures | tiny.sqlite |"
        "| longest gap of a 5 ms GUI timer in the first 0 s after opening | tiny.sqlite |"
        "| the Dead letters page's Retry All Matching action (RetryFailed): start to done | 50 dead letters |"
        "| RetryAllFailed through the session (what the action would run with no filter): longest gap of a 5 ms GUI timer meanwhile | 50 dead letters |")
    expect(askr-bench-app "${line}")
endforeach()

run("askr-bench, third run" ${BENCH} --db ${db} --reps 1 --no-retry --no-runtime --no-models)
expect("askr-bench after askr-bench-app" "${sizes}")

# The server benchmark, where it was built (with the tests).
if(BENCH_REMOTE)
    run(askr-bench-remote ${BENCH_REMOTE} --db ${db} --reps 1)
    expect(askr-bench-remote "| first page of 200 events (EventsPage) | tiny.sqlite |")
endif()
file(REMOVE_RECURSE ${DIR})
