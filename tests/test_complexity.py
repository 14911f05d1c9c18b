"""No function of the package above cyclomatic complexity 15 (radon's count).

Ruff's C901 counts differently (boolean operators and comprehensions not at all: it
gave 6 to a function radon gives 17), so the ceiling is held with radon itself.
"""

from __future__ import annotations

from pathlib import Path

from radon.complexity import cc_visit

import agent_memory

CEILING = 15
PACKAGE = Path(agent_memory.__file__).parent


def too_complex(source: str) -> list[str]:
    """The functions and methods of `source` above the ceiling, with their complexity."""
    found = []
    for block in cc_visit(source):
        for function in [block, *getattr(block, "methods", [])]:
            if function.complexity > CEILING:
                found.append(f"{function.name} ({function.complexity})")
    return found


def test_no_function_of_the_package_is_above_the_ceiling() -> None:
    found = {
        str(path.relative_to(PACKAGE)): names
        for path in sorted(PACKAGE.rglob("*.py"))
        if (names := too_complex(path.read_text()))
    }
    assert found == {}, f"split these into named steps: {found}"


def test_the_check_sees_a_function_over_the_ceiling() -> None:
    branches = "\n".join(f"    if x == {n} or y:\n        return {n}" for n in range(CEILING))
    planted = f"def tangled(x, y):\n{branches}\n    return -1\n"
    assert too_complex(planted) == ["tangled (31)"]
