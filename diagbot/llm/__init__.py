"""Model providers spoken to over HTTP (and the offline mock), plus the stream merging they share."""
