# frozen_string_literal: true

RSpec.describe CaveSurvey::Network do
  let(:survey) do
    CaveSurvey::SurveyFile.parse(<<~SVY)
      1 2 10.0 90 0
      2 3 5.0 0 -90
      4 3 10.0 90 0   ; surveyed back towards 3 from the far end
    SVY
  end

  it "positions stations from the first one at the origin" do
    expect(described_class.from_survey(survey).positions).to eq(
      "1" => [0.0, 0.0, 0.0], "2" => [10.0, 0.0, 0.0], "3" => [10.0, 0.0, -5.0], "4" => [0.0, 0.0, -5.0]
    )
  end

  it "starts from fixed stations when there are any" do
    fixed = CaveSurvey::SurveyFile.parse("*fix 2 500 800 120\n1 2 10.0 90 0\n")
    expect(described_class.from_survey(fixed).positions).to eq("2" => [500.0, 800.0, 120.0], "1" => [490.0, 800.0, 120.0])
  end

  it "leaves stations out that no leg reaches" do
    legs = survey.legs + [CaveSurvey::Leg.new(from: "X", to: "Y", tape: 1.0, compass: 0.0, clino: 0.0)]
    expect(described_class.new(legs).stations).to contain_exactly("1", "2", "3", "4")
  end
end
