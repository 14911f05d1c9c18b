"""The suite's moto speed-up (tests/conftest.py: a transaction copies only the partitions
it names, once, not the whole table once per item) keeps moto's rollback: a cancelled
transaction leaves every item as it was, and one that holds leaves all its writes."""

from __future__ import annotations

import boto3
import pytest
from botocore.exceptions import ClientError

from agent_memory.store.dynamodb_requests import to_ddb


def put(table: str, pk: str, sk: str, text: str, condition: str | None = None) -> dict:
    request = {"TableName": table, "Item": to_ddb({"pk": pk, "sk": sk, "text": text})}
    return {"Put": {**request, "ConditionExpression": condition} if condition else request}


def update(table: str, pk: str, sk: str, text: str) -> dict:
    return {
        "Update": {
            "TableName": table,
            "Key": to_ddb({"pk": pk, "sk": sk}),
            "UpdateExpression": "SET #t = :t",
            "ExpressionAttributeNames": {"#t": "text"},
            "ExpressionAttributeValues": {":t": {"S": text}},
        }
    }


def everything(client, table: str) -> dict[tuple[str, str], str]:
    found = client.scan(TableName=table)["Items"]
    return {(i["pk"]["S"], i["sk"]["S"]): i["text"]["S"] for i in found}


def test_a_cancelled_transaction_leaves_the_table_as_it_was(table):
    client = boto3.client("dynamodb")
    for pk in ("a", "b", "c"):
        client.transact_write_items(
            TransactItems=[put(table, pk, f"K{n}", "before") for n in range(40)]
        )
    before = everything(client, table)

    with pytest.raises(ClientError, match="TransactionCanceled"):
        client.transact_write_items(
            TransactItems=[
                *(put(table, "a", f"K{n}", "changed") for n in range(30)),
                *(update(table, "b", f"K{n}", "changed") for n in range(30)),
                put(table, "new", "K0", "new"),
                put(table, "b", "K39", "changed", condition="attribute_not_exists(sk)"),
            ]
        )

    assert everything(client, table) == before
    client.transact_write_items(
        TransactItems=[put(table, "a", "K1", "after"), update(table, "new", "K0", "n")]
    )
    assert everything(client, table) == {**before, ("a", "K1"): "after", ("new", "K0"): "n"}
