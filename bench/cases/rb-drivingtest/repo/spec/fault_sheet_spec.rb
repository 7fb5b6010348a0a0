# frozen_string_literal: true

RSpec.describe Drivingtest::FaultSheet do
  subject(:sheet) { described_class.new("A. Patel") }

  it "passes with no faults" do
    expect(sheet.passed?).to be true
    expect(sheet.result).to eq(:pass)
  end

  it "passes with fifteen driving faults" do
    15.times { sheet.record(:mirrors) }
    expect(sheet.passed?).to be true
  end

  it "fails on the sixteenth driving fault" do
    16.times { sheet.record(:signals) }
    expect(sheet.passed?).to be false
  end

  it "fails on a single serious fault" do
    sheet.record(:junctions, :serious, "emerged into the path of a cyclist")
    expect(sheet.result).to eq(:fail)
  end

  it "fails on a dangerous fault" do
    sheet.record(:response_to_signs, :dangerous)
    expect(sheet.serious?).to be true
    expect(sheet.passed?).to be false
  end

  it "fails a candidate who fails the eyesight check" do
    sheet.fail_eyesight!
    expect(sheet.eyesight_failed?).to be true
    expect(sheet.result).to eq(:fail)
  end

  it "rejects items that are not on the sheet" do
    expect { sheet.record(:parallel_park) }.to raise_error(ArgumentError, /unknown item/)
  end

  it "rejects unknown severities" do
    expect { sheet.record(:mirrors, :minor) }.to raise_error(ArgumentError, /unknown severity/)
  end

  it "lists faults by item, most first, ties in sheet order" do
    sheet.record(:signals).record(:mirrors).record(:signals).record(:move_off)
    expect(sheet.by_item.to_a).to eq([[:signals, 2], [:move_off, 1], [:mirrors, 1]])
  end

  it "summarises the result" do
    3.times { sheet.record(:mirrors) }
    sheet.record(:junctions, :serious)
    expect(sheet.summary).to eq("A. Patel: FAIL (3 driving, 1 serious)")
  end
end
