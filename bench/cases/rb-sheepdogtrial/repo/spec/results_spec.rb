# frozen_string_literal: true

RSpec.describe Sheepdog::Results do
  def run(handler, dog, clock, deductions = {}, **opts)
    Sheepdog::Run.new(handler: handler, dog: dog, clock: clock, limit: "14:00", deductions: deductions, **opts)
  end

  let(:runs) do
    [
      run("Kevin Evans", "Zac", "12:10", { outrun: 2, fetch: 4, drive: 6 }),
      run("Serge van der Zweep", "Gin", "14:00", { lift: 1, drive: 3, pen: 2 }),
      run("Bobby Dalziel", "Tess", "13:30", { outrun: 5, lift: 3, drive: 2, shed: 2 }),
      run("Julie Hill", "Moss", "9:15", {}, retired: true)
    ]
  end

  it "places the highest score first" do
    expect(described_class.new(runs).placings.map(&:handler))
      .to eq(["Serge van der Zweep", "Kevin Evans", "Bobby Dalziel", "Julie Hill"])
  end

  it "breaks a tie on outwork, then on time" do
    tied = [
      run("A", "One", "13:00", { outrun: 4 }),
      run("B", "Two", "12:00", { drive: 4 }),
      run("C", "Three", "11:00", { drive: 4 })
    ]
    expect(described_class.new(tied).placings.map(&:handler)).to eq(%w[C B A])
  end

  it "prints the results board" do
    expect(described_class.new(runs).table.first).to eq(" 1  Serge van der Zweep Gin         94  14:00")
  end

  it "names the winner" do
    expect(described_class.new(runs).winner.dog).to eq("Gin")
  end
end
