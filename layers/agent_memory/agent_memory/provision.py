"""Create the stack's table and queues from `template.yaml`, for tests and local AWS emulators.

One definition of the data model: tests (under moto) and local runs build their
resources from the same template the stack deploys, through cfn-lint's YAML
loader (which understands `!Ref` and friends). Needs the dev extras.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from agent_memory.aws import aws_client

TEMPLATE = Path(__file__).resolve().parents[3] / "template.yaml"
_TABLE_KEYS = (
    "AttributeDefinitions",
    "KeySchema",
    "BillingMode",
    "GlobalSecondaryIndexes",
    "SSESpecification",
)


def load_template(path: Path = TEMPLATE) -> dict[str, Any]:
    """The template as plain data, intrinsic functions kept as `{"Ref": ...}` dicts."""
    from cfnlint.decode import decode

    template, matches = decode(str(path))
    if template is None:
        raise ValueError(f"{path} does not parse: {matches}")
    return template


def resource(template: dict[str, Any], logical_id: str) -> dict[str, Any]:
    """The Properties of one resource, or a KeyError naming it."""
    try:
        return template["Resources"][logical_id].get("Properties", {})
    except KeyError:
        raise KeyError(f"template.yaml has no resource {logical_id}") from None


def create_table(
    name: str, template: dict[str, Any] | None = None, logical_id: str = "MemoryTable"
) -> str:
    """Create the memory table as the template defines it; return its name."""
    properties = resource(template or load_template(), logical_id)
    request = {k: v for k, v in properties.items() if k in _TABLE_KEYS}
    if "SSESpecification" in request:
        request["SSESpecification"] = {"Enabled": request["SSESpecification"]["SSEEnabled"]}
    client = aws_client("dynamodb")
    client.create_table(TableName=name, **request)
    ttl = properties.get("TimeToLiveSpecification")
    if ttl:
        client.update_time_to_live(TableName=name, TimeToLiveSpecification=ttl)
    return name
