"""Helpers for the LLM tests: free ports and a scripted real HTTP server.

A uniquely named module (not ``conftest``) so test files can import it without
clashing with other test directories' conftest modules.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ScriptedServer:
    """A real HTTP server (http.server in a thread) answering a script of statuses.

    Each POST takes the next ``(status, headers)`` from the script; after the script
    it answers 200 with an OpenAI-shaped completion.  Requests are recorded.
    """

    def __init__(self, script: list[tuple[int, dict[str, str]]]) -> None:
        self.script = list(script)
        self.requests: list[dict[str, Any]] = []
        self.times: list[float] = []
        self.lock = threading.Lock()
        handler = self._handler()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with server.lock:
                    server.requests.append({"path": self.path, "body": body,
                                            "auth": self.headers.get("Authorization")})
                    server.times.append(time.monotonic())
                    status, headers = server.script.pop(0) if server.script else (200, {})
                payload = _ok_payload(body) if status == 200 else {"error": {"message": f"s{status}"}}
                raw = json.dumps(payload).encode()
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        return Handler

    def __enter__(self) -> Self:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _ok_payload(body: dict[str, Any]) -> dict[str, Any]:
    usage = {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5}
    if "messages" in body:
        choice = {"message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}
    else:
        choice = {"text": "ok", "finish_reason": "stop"}
    return {"model": body["model"], "choices": [choice], "usage": usage}
