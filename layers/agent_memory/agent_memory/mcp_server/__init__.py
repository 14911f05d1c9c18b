"""One agent's memory served over the Model Context Protocol (`agent-memory mcp`)."""
