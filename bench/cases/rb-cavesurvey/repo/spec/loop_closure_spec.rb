# frozen_string_literal: true

RSpec.describe CaveSurvey::LoopClosure do
  let(:legs) do
    CaveSurvey::SurveyFile.parse(<<~SVY).legs
      A B 10.0 0 0
      B C 10.0 90 0
      C D 10.0 180 0
      A D 10.1 90 0
    SVY
  end

  it "adds the legs around the loop, walking legs backwards where needed" do
    misclosure = described_class.new(legs, %w[A B C D]).misclosure
    expect(misclosure.map { |c| c.round(6) }).to eq([-0.1, 0.0, 0.0])
  end

  it "gives the error as a percentage of the loop length" do
    closure = described_class.new(legs, %w[A B C D])
    expect(closure.length).to be_within(1e-9).of(40.1)
    expect(closure.percent).to eq(0.25)
  end

  it "complains about a loop with a missing leg" do
    expect { described_class.new(legs, %w[A C B]).misclosure }.to raise_error(CaveSurvey::Error, /between A and C/)
  end
end
