"""Tests reach the code through its public names: no test reads or patches another
object's `_private` attribute (a test's own helpers use `self`), so a refactor of a
store's insides never breaks a test of its behaviour."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
REFLECTION = {"getattr", "setattr", "hasattr", "delattr"}
# botocore has no public hook that sees every call with its principal's context before
# the request is signed; recording AWS calls (tests/aws_calls.py) wraps this one. moto has
# none for how an answer is written: the suite's speed-up (conftest.py) wraps this one.
LIBRARY = {"BaseClient._make_api_call", "BaseJSONSerializer._serialize_type_structure"}


def _private(name: object) -> bool:
    return isinstance(name, str) and name.startswith("_") and not name.startswith("__")


def private_uses(source: str) -> list[tuple[int, str]]:
    """(line, `base._name`) for each private attribute reached on something not `self`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            base, name = node.value, node.attr
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in REFLECTION
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and _private(node.args[1].value)
        ):
            base, name = node.args[0], str(node.args[1].value)
        else:
            continue
        use = f"{ast.unparse(base)}.{name}"
        if not (isinstance(base, ast.Name) and base.id in {"self", "cls"}) and use not in LIBRARY:
            found.append((node.lineno, use))
    return sorted(found)


def test_the_checker_finds_a_planted_private_use():
    planted = "store._put(db, item)\nsetattr(memory, '_clock', None)\nself._ok = 1\n"
    assert private_uses(planted) == [(1, "store._put"), (2, "memory._clock")]


def test_no_test_reaches_a_private_attribute():
    uses = [
        f"{path.relative_to(TESTS)}:{line}: {use}"
        for path in sorted(TESTS.rglob("*.py"))
        for line, use in private_uses(path.read_text("utf-8"))
    ]
    assert uses == [], "use the public port instead:\n" + "\n".join(uses)
