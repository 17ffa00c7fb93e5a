#!/usr/bin/env python3
"""Round trip of `moonchain studio`: a pointer message → the page's `update` message.

    python3 Benchmarks/studio_roundtrip.py [--moonchain .build/release/moonchain] [--events 400]

Starts the studio on loopback (a free port) on an example scene and on a generated scene of
1,000 views, connects as the page does (same Origin), sends touch messages (began/ended
alternately) one at a time and waits for the `update` message each produces. Prints p50 and
p99 in milliseconds and the size of one update message. Only the standard library: the
WebSocket client below speaks just what this needs.
"""
import argparse
import base64
import json
import os
import re
import socket
import struct
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Client:
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.sock.recv(4096)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(head.decode())

    def send(self, obj):
        payload = json.dumps(obj).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        """One whole text message (continuation frames joined)."""
        parts = []
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            data = self._read(n)
            opcode = b0 & 0x0F
            if opcode == 0x9:
                # Answer pings, as a browser does: the server drops a page that does not.
                mask = os.urandom(4)
                self.sock.sendall(bytes([0x8A, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
                continue
            if opcode in (0x8, 0xA):
                continue
            parts.append(data)
            if b0 & 0x80:
                return b"".join(parts).decode()

    def until(self, kind):
        while True:
            text = self.receive()
            if json.loads(text)["type"] == kind:
                return text


def start(moonchain, scene):
    process = subprocess.Popen([moonchain, "studio", scene, "--port", "0"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    while True:
        line = process.stderr.readline()
        if not line:
            raise RuntimeError("studio did not start")
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            return process, int(match.group(1))


def thousand_view_scene(folder):
    rows = []
    for i in range(1000):
        x, y = (i % 25) * 15, 120 + (i // 25) * 15
        rows.append(f'      view {{ name = "v{i}", frame = {{{x}, {y}, 14, 14}} }},')
    text = ("local tap = { touchesEnded = function(self) print(self.name .. ' tapped') end }\n"
            "return app {\n  window { name = \"w\",\n    view { name = \"grid\", frame = {0, 0, 390, 844},\n"
            "      view { name = \"button\", frame = {20, 20, 100, 60}, behaviour = tap },\n"
            + "\n".join(rows) + "\n    },\n  },\n}\n")
    path = os.path.join(folder, "scene.lua")
    with open(path, "w") as f:
        f.write(text)
    return path


def measure(moonchain, scene, x, y, events):
    process, port = start(moonchain, scene)
    try:
        client = Client(port)
        client.until("update")
        times, size = [], 0
        for i in range(events):
            phase = "began" if i % 2 == 0 else "ended"
            started = time.perf_counter()
            client.send({"type": "touches", "touches": [{"id": i // 2 + 1, "phase": phase, "x": x, "y": y}]})
            update = client.until("update")
            times.append((time.perf_counter() - started) * 1000)
            size = len(update.encode())
        times.sort()
        def pct(p):
            return times[min(len(times) - 1, int(round(p / 100 * (len(times) - 1))))]
        return pct(50), pct(99), size
    finally:
        process.terminate()
        process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build/release/moonchain"))
    parser.add_argument("--events", type=int, default=400)
    args = parser.parse_args()
    moonchain = os.path.abspath(args.moonchain)
    folder = tempfile.mkdtemp(prefix="studio-bench-")
    cases = [("small-button-hit-area (3 views)", os.path.join(ROOT, "examples/small-button-hit-area/scene.lua"), 30, 50),
             ("1,000 views", thousand_view_scene(folder), 50, 50)]
    print(f"pointer message -> update message, {args.events} touch events each, {moonchain}")
    for name, scene, x, y in cases:
        p50, p99, size = measure(moonchain, scene, x, y, args.events)
        print(f"  {name:34} p50 {p50:6.2f} ms   p99 {p99:6.2f} ms   update {size:,} bytes")


if __name__ == "__main__":
    main()
