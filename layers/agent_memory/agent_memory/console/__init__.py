"""The operator's console: a web page over the store the agent uses (`agent-memory console`).

Server-rendered pages (Starlette + Jinja2) bound to 127.0.0.1, opened with a login token
printed at start; every change goes through the core's curation API (core/curation.py).
"""
