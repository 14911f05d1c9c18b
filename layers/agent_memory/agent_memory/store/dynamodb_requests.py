"""Shaping DynamoDB requests: items to and from attribute values, update expressions."""

from __future__ import annotations

from typing import Any

from boto3.dynamodb.types import TypeDeserializer, TypeSerializer

from agent_memory.store.items import Item

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()


def to_ddb(item: Item) -> dict[str, Any]:
    """An item as DynamoDB attribute values."""
    return {k: _serializer.serialize(v) for k, v in item.items()}


def from_ddb(item: dict[str, Any]) -> Item:
    """An item from DynamoDB attribute values."""
    return {k: _deserializer.deserialize(v) for k, v in item.items()}


def value_bytes(value: dict[str, Any]) -> int:
    """At least the bytes DynamoDB counts for one attribute value (its size rules: text
    in UTF-8, binary as is, a list or map 3 bytes more and 1 per element); a number is
    counted as its text, never less than DynamoDB's own count."""
    ((kind, inner),) = value.items()
    if kind in ("S", "N"):
        return len(str(inner).encode())
    if kind == "B":
        return len(inner)
    if kind in ("SS", "NS", "BS"):
        return sum(value_bytes({kind[0]: v}) for v in inner)
    if kind == "L":
        return 3 + sum(1 + value_bytes(v) for v in inner)
    if kind == "M":
        return 3 + sum(1 + len(k.encode()) + value_bytes(v) for k, v in inner.items())
    return 1  # BOOL, NULL


def operation_bytes(operation: dict[str, Any]) -> int:
    """At least the bytes of one TransactWriteItems action that count toward its 4 MB: the
    item it puts, or the key and the values it names."""
    ((_, body),) = operation.items()
    values = {**body.get("Item", {}), **body.get("Key", {})}
    values.update(body.get("ExpressionAttributeValues", {}))
    return sum(len(name.encode()) + value_bytes(v) for name, v in values.items())


def update_request(
    table: str,
    pk: str,
    sk: str,
    changes: Item,
    condition: str | None = None,
    keep_existing: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """An UpdateItem request: set attributes (remove those given None).

    Attributes named in `keep_existing` are only set when the item has none yet.
    """
    names: dict[str, str] = {}
    values: dict[str, Any] = {}
    sets: list[str] = []
    removes: list[str] = []
    for n, (attribute, value) in enumerate(changes.items()):
        names[f"#a{n}"] = attribute
        if value is None:
            removes.append(f"#a{n}")
            continue
        values[f":v{n}"] = _serializer.serialize(value)
        new = f"if_not_exists(#a{n}, :v{n})" if attribute in keep_existing else f":v{n}"
        sets.append(f"#a{n} = {new}")
    clauses = [("SET", sets), ("REMOVE", removes)]
    request: dict[str, Any] = {
        "TableName": table,
        "Key": to_ddb({"pk": pk, "sk": sk}),
        "UpdateExpression": " ".join(f"{verb} {', '.join(p)}" for verb, p in clauses if p),
        "ExpressionAttributeNames": names,
    }
    if values:
        request["ExpressionAttributeValues"] = values
    if condition:
        request["ConditionExpression"] = condition
    return request
