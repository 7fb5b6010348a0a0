from sporehouse.report import batch_sheet


def test_batch_sheet(shiitake_batch, inoculated):
    assert batch_sheet(shiitake_batch, 2_500, inoculated) == [
        "Batch S-1105: Shiitake on oak sawdust",
        "  dry substrate 10.0 kg, water 15.0 kg, spawn 1.2 kg",
        "  10 bags of 2.5 kg: S-1105-01 to S-1105-10",
        "  flushes 2027-01-14, 2027-02-04, 2027-02-25; spent 2027-02-26",
    ]
