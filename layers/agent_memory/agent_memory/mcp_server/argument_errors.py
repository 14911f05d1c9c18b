"""What a client is told when its arguments do not fit a tool's input schema: each
argument by name, what it must be and what it is for, never the value it sent.

The SDK validates a call's arguments with pydantic before the tool runs, and its
message is pydantic's, which quotes what was sent (`input_value=5511987654321`,
`input_value={'phone': ...}`): a person's phone or words, echoed to the client and
into whatever the client logs. `MemoryServer.call_tool` (server.py) answers with
this message instead. Argument names come from the tool's schema only: a key the
client made up (which could be a phone) is counted, not named.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

MAX_NAMED = 10  # arguments named in one answer (a tool has at most a handful)
_KINDS = {
    "string": "a string",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "null": "null",
    "object": "an object",
    "array": "a list",
}


def refused_arguments(tool: str, error: ValidationError, schema: Mapping[str, Any]) -> str:
    """The answer to a call of `tool` whose arguments failed `schema` with `error`."""
    properties: Mapping[str, Any] = schema.get("properties", {})
    missing: set[str] = set()
    wrong: set[str] = set()
    strangers = 0
    for problem in error.errors(include_url=False, include_context=False, include_input=False):
        location = problem["loc"]
        name = location[0] if location else None
        if not isinstance(name, str) or name not in properties:
            strangers += 1
        elif problem["type"] == "missing":
            missing.add(name)
        else:
            wrong.add(name)
    told = [
        _told(name, properties[name], name in missing)
        for name in sorted(missing | wrong)[:MAX_NAMED]
    ]
    if strangers:
        told.append(f"the arguments must be an object of the parameters {_listed(properties)}")
    return f"Error executing tool {tool}: " + "; ".join(told)


def _told(name: str, schema: Mapping[str, Any], missing: bool) -> str:
    wanted = f"{name} is required" if missing else f"{name} must be {_kind(schema)}"
    description = schema.get("description")
    return f"{wanted} ({description})" if isinstance(description, str) else wanted


def _kind(schema: Mapping[str, Any]) -> str:
    """What the schema asks for, in words: 'a string', 'a whole number or null'."""
    options = schema.get("anyOf", [schema])
    kinds = [_KINDS.get(str(option.get("type")), "") for option in options]
    if not all(kinds):
        return "what the tool's input schema says"
    return " or ".join(kinds)


def _listed(properties: Mapping[str, Any]) -> str:
    return ", ".join(sorted(properties)) or "(none)"
