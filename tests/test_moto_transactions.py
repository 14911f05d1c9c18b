"""The suite's moto speed-up (tests/conftest.py copies each table once per transaction,
not once per item) keeps moto's rollback: a cancelled transaction leaves every item of
the table as it was, and a transaction that holds leaves all its writes."""

from __future__ import annotations

import boto3
import pytest
from botocore.exceptions import ClientError

from agent_memory.store.dynamodb_requests import to_ddb


def put(table: str, sk: str, text: str, condition: str | None = None) -> dict:
    request = {"TableName": table, "Item": to_ddb({"pk": "p", "sk": sk, "text": text})}
    return {"Put": {**request, "ConditionExpression": condition} if condition else request}


def texts(client, table: str) -> dict[str, str]:
    found = client.query(
        TableName=table,
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "p"}},
    )["Items"]
    return {i["sk"]["S"]: i["text"]["S"] for i in found}


def test_a_cancelled_transaction_leaves_the_table_as_it_was(table):
    client = boto3.client("dynamodb")
    client.transact_write_items(TransactItems=[put(table, f"K{n}", "before") for n in range(50)])
    before = texts(client, table)

    with pytest.raises(ClientError, match="TransactionCanceled"):
        client.transact_write_items(
            TransactItems=[
                *(put(table, f"K{n}", "changed") for n in range(40)),
                put(table, "NEW", "new"),
                put(table, "K49", "changed", condition="attribute_not_exists(sk)"),
            ]
        )

    assert texts(client, table) == before
    client.transact_write_items(TransactItems=[put(table, "K1", "after"), put(table, "NEW", "n")])
    assert texts(client, table) == {**before, "K1": "after", "NEW": "n"}
