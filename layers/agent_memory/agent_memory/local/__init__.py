"""The whole pipeline on one machine: webhook, durable SQLite inbox, workers, outbox, schedule.

The same core as the AWS stack; only the adapters differ (see DESIGN.md, ports and adapters).
"""
