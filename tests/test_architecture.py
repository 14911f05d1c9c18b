"""The package's shape: no module imports itself back through others (the core's own
boundary is import-linter's contract in pyproject.toml, run by `make lint`)."""

from __future__ import annotations

import grimp


def strongly_connected(graph: grimp.ImportGraph) -> list[set[str]]:
    """Tarjan's components of the module graph with more than one module: the cycles."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == module:
                    break
            if len(component) > 1:
                found.append(component)

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return found


def package_graph() -> grimp.ImportGraph:
    # imports inside functions count: a lazy import that closes a cycle is still a cycle
    return grimp.build_graph("agent_memory", exclude_type_checking_imports=True)


def test_no_module_imports_itself_back_through_others():
    assert [sorted(cycle) for cycle in strongly_connected(package_graph())] == []


def test_a_planted_cycle_is_found():
    graph = package_graph()
    records = next(m for m in graph.modules if m.endswith(".records"))
    memory = next(m for m in graph.modules if m.endswith(".memory") and "model" not in m)
    graph.add_import(importer=records, imported=memory)
    assert any({records, memory} <= cycle for cycle in strongly_connected(graph))
