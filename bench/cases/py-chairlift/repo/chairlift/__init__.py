"""Day-to-day running of a small ski area's chairlifts: passes, lifts, wind holds, queues, gate scans."""
