#!/usr/bin/env python3
"""A small Supabase Auth (GoTrue) stand-in for integration tests, on loopback only.

Speaks the parts of the protocol the `login` feature uses: password sign-in
(POST /auth/v1/token?grant_type=password) and sign-out (POST /auth/v1/logout), behind a
gateway-style `apikey` check. Error bodies follow the request: the 2024-01-01 envelope
({"code": "...", "message": ...}) when X-Supabase-Api-Version is sent, else the legacy one
({"code": 400, "error_code": ..., "msg": ...}).

Usage: gotrue-test-server.py [--fault MODE] [--delay SECONDS] [--exit-with-stdin]
Prints "listening on PORT" once ready; exits on SIGTERM, and with --exit-with-stdin also when its
stdin closes (so a test that dies leaves no server behind). Faults (for /token only): slow (answer after --delay
seconds), html500, empty500, unknown-body, truncated, legacy, oauth, drop-apikey.
GET /__test/requests lists what was received (header presence and body keys, never values).
"""

import argparse
import base64
import json
import os
import secrets
import signal
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

ANON_KEY = "test-anon-key"
USERS = {
    "demo@example.com": {"password": "correct-horse", "id": str(uuid.UUID(int=1)), "state": "ok"},
    "unconfirmed@example.com": {"password": "correct-horse", "id": str(uuid.UUID(int=2)), "state": "unconfirmed"},
}
ISSUED = set()
REQUESTS = []
LOCK = threading.Lock()


def jwt(claims):
    def part(obj):
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).rstrip(b"=").decode()
    return part({"alg": "HS256", "typ": "JWT"}) + "." + part(claims) + "." + secrets.token_urlsafe(16)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "gotrue-test"

    def log_message(self, *args):
        pass  # never log: requests carry passwords and tokens

    def reply(self, status, body=b"", content_type="application/json", headers=None):
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
        self.send_response(status)
        if body:
            self.send_header("Content-Type", content_type)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def error(self, status, code, message):
        headers = {"x-sb-error-code": code}
        if self.headers.get("X-Supabase-Api-Version") and self.server.fault != "legacy":
            headers["X-Supabase-Api-Version"] = "2024-01-01"
            self.reply(status, {"code": code, "message": message}, headers=headers)
        else:
            self.reply(status, {"code": status, "error_code": code, "msg": message}, headers=headers)

    def record(self, body):
        try:
            keys = sorted(json.loads(body or b"{}").keys())
        except (ValueError, AttributeError):
            keys = None
        url = urlparse(self.path)
        with LOCK:
            REQUESTS.append({
                "method": self.command,
                "path": url.path,
                "query": url.query,
                "apikey": self.headers.get("apikey") is not None,
                "authorization": (self.headers.get("Authorization") or "").split(" ")[0],
                "contentType": self.headers.get("Content-Type"),
                "apiVersion": self.headers.get("X-Supabase-Api-Version"),
                "bodyKeys": keys,
            })

    def do_GET(self):
        if self.path == "/__test/requests":
            with LOCK:
                self.reply(200, list(REQUESTS))
        else:
            self.reply(404, {"code": "not_found", "message": "not found"})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        self.record(body)
        url = urlparse(self.path)
        key = self.headers.get("apikey")
        if self.server.fault == "drop-apikey":
            key = None
        if key is None:
            return self.reply(401, {"message": "No API key found in request", "hint": "No `apikey` request header or url param was found."})
        if key != ANON_KEY:
            return self.reply(401, {"message": "Invalid API key", "hint": "Double check your Supabase `anon` or `service_role` API key."})
        if url.path == "/auth/v1/token":
            return self.token(parse_qs(url.query).get("grant_type", [""])[0], body)
        if url.path == "/auth/v1/logout":
            token = (self.headers.get("Authorization") or "").removeprefix("Bearer ")
            if not token:
                return self.error(401, "no_authorization", "This endpoint requires a valid Bearer token")
            with LOCK:
                known = token in ISSUED
                ISSUED.discard(token)
            if not known:
                return self.error(403, "session_not_found", "Session from session_id claim in JWT does not exist")
            return self.reply(204)
        return self.reply(404, {"code": "not_found", "message": "not found"})

    def token(self, grant_type, body):
        fault = self.server.fault
        if fault == "slow":
            time.sleep(self.server.delay)
        if fault == "html500":
            return self.reply(500, b"<html><body><h1>500 Internal Server Error</h1></body></html>", "text/html")
        if fault == "empty500":
            return self.reply(500)
        if fault == "unknown-body":
            return self.reply(400, {"unexpected": True})
        if fault == "truncated":
            return self.reply(200, b'{"access_token": "abc", "token_ty')
        if grant_type != "password":
            return self.error(400, "invalid_credentials", "unsupported_grant_type")
        try:
            payload = json.loads(body)
        except ValueError:
            return self.error(400, "bad_json", "Could not parse request body as JSON")
        email = (payload.get("email") or "").lower()
        password = payload.get("password") or ""
        if not email:
            return self.error(400, "validation_failed", "missing email or phone")
        user = USERS.get(email)
        if user is None or user["password"] != password:
            if fault == "oauth":
                return self.reply(400, {"error": "invalid_grant", "error_description": "Invalid login credentials"})
            return self.error(400, "invalid_credentials", "Invalid login credentials")
        if user["state"] == "unconfirmed":
            return self.error(400, "email_not_confirmed", "Email not confirmed")
        now = int(time.time())
        access = jwt({"sub": user["id"], "email": email, "role": "authenticated", "exp": now + 3600, "iat": now, "session_id": str(uuid.uuid4())})
        with LOCK:
            ISSUED.add(access)
        self.reply(200, {
            "access_token": access,
            "token_type": "bearer",
            "expires_in": 3600,
            "expires_at": now + 3600,
            "refresh_token": secrets.token_hex(6),
            "user": {
                "id": user["id"], "aud": "authenticated", "role": "authenticated", "email": email,
                "phone": "", "email_confirmed_at": "2022-03-30T10:33:41.018575157Z",
                "last_sign_in_at": "2022-11-25T00:00:00Z",
                "app_metadata": {"provider": "email", "providers": ["email"]},
                "user_metadata": {}, "identities": [],
                "created_at": "2022-03-30T10:33:41.0185Z", "updated_at": "2022-11-25T00:00:00.5Z",
                "is_anonymous": False,
            },
        })


def exit_when_stdin_closes():
    while sys.stdin.buffer.read(4096):
        pass
    os._exit(0)


def main():
    # A parent may start us with signals blocked (Foundation's Process inherits the mask of the
    # thread that spawns): unblock them so SIGTERM stops the server.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parser = argparse.ArgumentParser()
    parser.add_argument("--fault", default="none")
    parser.add_argument("--delay", type=float, default=3.0)
    parser.add_argument("--exit-with-stdin", action="store_true")
    args = parser.parse_args()
    if args.exit_with_stdin:
        threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.fault = args.fault
    server.delay = args.delay
    print(f"listening on {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
