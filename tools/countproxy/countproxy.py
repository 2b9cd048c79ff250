#!/usr/bin/env python3
"""Counts what a client costs a server: a TCP proxy from LISTEN_PORT to
TARGET_PORT on 127.0.0.1 that prints, at 60, 120, 300 and 600 s and at the
end, the bytes up and down, the HTTP requests (GET/POST lines sent up), the
connections, and the server-sent events ("event:" lines sent down).

    tools/countproxy/countproxy.py 18091 18090 660 &
    QT_QPA_PLATFORM=offscreen timeout 650 build/bin/askr-desk http://127.0.0.1:18091

(the idle cost of a remote database in docs/remote.md and docs/performance.md)."""
import socket, threading, sys, time, re
listen_port, target_port, seconds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
stats = {'up': 0, 'down': 0, 'requests': 0, 'conns': 0, 'events': 0}
lock = threading.Lock()
def pipe(src, dst, key):
    try:
        while True:
            data = src.recv(65536)
            if not data: break
            with lock:
                stats[key] += len(data)
                if key == 'up': stats['requests'] += len(re.findall(rb'(?:^|\r\n)(?:GET|POST) /', data))
                else: stats['events'] += data.count(b'event:')
            dst.sendall(data)
    except Exception: pass
    finally:
        try: dst.shutdown(socket.SHUT_WR)
        except Exception: pass
srv = socket.socket(); srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); srv.bind(('127.0.0.1', listen_port)); srv.listen(64)
def accept():
    while True:
        c, _ = srv.accept()
        with lock: stats['conns'] += 1
        u = socket.create_connection(('127.0.0.1', target_port))
        threading.Thread(target=pipe, args=(c, u, 'up'), daemon=True).start()
        threading.Thread(target=pipe, args=(u, c, 'down'), daemon=True).start()
threading.Thread(target=accept, daemon=True).start()
start = time.time(); marks = {}
while time.time() - start < seconds:
    time.sleep(1)
    t = int(time.time() - start)
    if t in (60, 120, 300, 600):
        with lock: marks[t] = dict(stats)
        print(t, marks[t], flush=True)
print('final', stats, flush=True)
