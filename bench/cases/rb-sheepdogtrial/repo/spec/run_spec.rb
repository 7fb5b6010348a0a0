# frozen_string_literal: true

RSpec.describe Sheepdog::Run do
  def run(**opts)
    described_class.new(handler: "Aled Owen", dog: "Roy", clock: "11:40", limit: "15:00", **opts)
  end

  it "scores a full course" do
    expect(run(deductions: { outrun: 3, drive: 8, shed: 2 }).score).to eq(87)
  end

  it "shows the finishing time" do
    expect(run.status).to eq("11:40")
  end

  it "loses the shed when the whistle goes" do
    late = run(clock: "15:20", deductions: { drive: 4 })
    expect(late.timed_out?).to be(true)
    expect(late.status).to eq("T/O")
    expect(late.score).to eq(86)
  end

  it "scores a run that finishes on the limit as in time" do
    on_bell = run(clock: "15:00", deductions: { drive: 4, pen: 2 })
    expect(on_bell.status).to eq("15:00")
    expect(on_bell.score).to eq(94)
  end

  it "keeps nothing for a retired dog" do
    expect(run(retired: true, deductions: { outrun: 1 }).score).to eq(0)
    expect(run(retired: true).status).to eq("RET")
  end

  it "counts outwork from the first three phases" do
    expect(run(deductions: { outrun: 4, lift: 2, fetch: 5, drive: 10 }).outwork).to eq(39)
  end
end
