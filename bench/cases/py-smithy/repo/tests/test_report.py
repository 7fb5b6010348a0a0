from smithy.report import main, render

JOB = """\
4 x ring 80 id, 10 round
6 x straight 950, 12 square
"""


def test_render():
    assert render(JOB).splitlines() == [
        "Cut list",
        "",
        "  4 x ring 80 id             10 round             298 mm",
        "  6 x straight 950           12 square            950 mm",
        "",
        "Stock to buy",
        "  12 square        1 x 6 m, offcut 282 mm",
        "  10 round         1 x 6 m, offcut 4.796 m",
        "",
        "Steel in the job: 7.18 kg",
    ]


def test_main_reports_a_bad_line(tmp_path, capsys):
    job = tmp_path / "job.txt"
    job.write_text("4 x ring 80 id, 10 tube\n")
    assert main([str(job)]) == 1
    assert "smithy: line 1: unknown profile" in capsys.readouterr().err
