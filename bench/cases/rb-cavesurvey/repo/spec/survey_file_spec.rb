# frozen_string_literal: true

RSpec.describe CaveSurvey::SurveyFile do
  it "reads legs and skips comments and blank lines" do
    survey = described_class.parse(<<~SVY)
      ; entrance series
      1 2 5.20 123 -5

      2 3 3.10 200.5 +12 ; over the boulder
    SVY
    expect(survey.legs.map(&:to_a)).to eq([["1", "2", 5.2, 123.0, -5.0], ["2", "3", 3.1, 200.5, 12.0]])
  end

  it "adds the declination to the compass readings that follow" do
    survey = described_class.parse(<<~SVY)
      1 2 4.0 100 0
      *declination -2.5
      2 3 4.0 1 0
    SVY
    expect(survey.legs.map(&:compass)).to eq([100.0, 358.5])
  end

  it "converts tape lengths given in feet" do
    survey = described_class.parse("*units tape feet\n1 2 10 0 0\n")
    expect(survey.legs.first.tape).to be_within(1e-9).of(3.048)
  end

  it "records fixed stations" do
    survey = described_class.parse("*fix A1 100 200 -3.5\nA1 A2 2 0 0\n")
    expect(survey.fixes).to eq("A1" => [100.0, 200.0, -3.5])
  end

  it "reports the line of a malformed leg" do
    expect { described_class.parse("1 2 5.0 123\n") }.to raise_error(CaveSurvey::Error, /line 1/)
    expect { described_class.parse("\n1 2 five 123 0\n") }.to raise_error(CaveSurvey::Error, /line 2: not a number/)
  end

  it "rejects unknown commands and units" do
    expect { described_class.parse("*team Ann Bo\n") }.to raise_error(CaveSurvey::Error, /unknown command/)
    expect { described_class.parse("*units tape fathoms\n") }.to raise_error(CaveSurvey::Error, /unknown tape unit/)
  end
end
