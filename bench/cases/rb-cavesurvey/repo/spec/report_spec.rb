# frozen_string_literal: true

RSpec.describe CaveSurvey::Report do
  let(:survey) do
    CaveSurvey::SurveyFile.parse(<<~SVY)
      *fix ent 0 0 0
      ent s1 12.0 45 -20
      s1 s2 8.5 120 -35
      s2 s3 6.0 300 10
    SVY
  end

  subject(:report) { described_class.new(CaveSurvey::Network.from_survey(survey)) }

  it "totals the tape lengths" do
    expect(report.surveyed_length).to eq(26.5)
  end

  it "finds the vertical range and the deepest station" do
    expect(report.vertical_range).to eq(8.98)
    expect(report.deepest).to eq("s2")
  end

  it "prints the station table" do
    expect(report.to_s).to eq(<<~TXT.chomp)
      Surveyed length 26.50 m, vertical range 8.98 m, deepest station s2
      station       east     north       up
      ent           0.00      0.00     0.00
      s1            7.97      7.97    -4.10
      s2           14.00      4.49    -8.98
      s3            8.89      7.45    -7.94
    TXT
  end
end
