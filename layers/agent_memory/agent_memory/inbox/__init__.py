"""The inbox queue: accepted whasp events wait here, in order per person, for the processor."""
