from cropspray.cli import main
from cropspray.report import job_sheet


def test_job_sheet_lists_each_load(long_acre, catalogue):
    sheet = job_sheet(long_acre, catalogue["Fungex"], 200, 1000)
    assert sheet.splitlines() == [
        "Field: Long Acre (12.00 ha, winter wheat)",
        "Product: Fungex at 1 l/ha in 200 l/ha water",
        "Leave a 5 m buffer along the watercourse",
        "Load 1: 1000 l water + 5 l product, covers 5 ha",
        "Load 2: 1000 l water + 5 l product, covers 5 ha",
        "Load 3: 400 l water + 2 l product, covers 2 ha",
        "Total product: 12 l",
    ]


def test_no_buffer_line_for_a_dry_field(paddock, catalogue):
    assert "buffer" not in job_sheet(paddock, catalogue["Aphidol"], 200, 3000)


def test_cli_prints_the_sheet(catalogue_file, capsys):
    assert main([str(catalogue_file), "Aphidol", "Paddock", "4", "spring barley"]) == 0
    out = capsys.readouterr().out
    assert "Load 1: 800 l water + 1 l product, covers 4 ha" in out


def test_cli_refuses_an_unknown_product(catalogue_file, capsys):
    assert main([str(catalogue_file), "Nothing", "Paddock", "4", "spring barley"]) == 2
    assert "no product 'Nothing'" in capsys.readouterr().err
