# frozen_string_literal: true

RSpec.describe Allotments::Society do
  let(:society) { society_with_plots }
  let(:ada) { resident("Ada Price", concession: :senior) }
  let(:tom) { visitor("Tom Hale") }

  before do
    society.allocate("1", ada, on: Date.new(2019, 10, 1))
    society.allocate("10", tom, on: Date.new(2021, 4, 12))
  end

  it "lists plots by site and number" do
    expect(society.plots.map(&:number)).to eq(%w[1 2 3 10])
    expect(society.vacancies.map(&:number)).to eq(%w[2 3])
  end

  it "invoices every let plot" do
    invoices = society.invoices(2024)
    expect(invoices.map(&:reference)).to eq(%w[ALT-2024-0001 ALT-2024-0002])
    expect(invoices.map(&:total)).to eq([5625 + 1500, 11_381 + 2845 + 1500])
    expect(society.rent_roll(2024)).to eq(22_851)
  end

  it "fills vacancies from the waiting list" do
    bea = resident("Bea Cole")
    society.waiting_list.add(bea, applied_on: Date.new(2023, 1, 1), band: :quarter)
    society.waiting_list.add(visitor("Cy Dunn"), applied_on: Date.new(2022, 1, 1))
    let = society.fill_vacancies(on: Date.new(2024, 11, 1))
    expect(let.map(&:number)).to eq(%w[2 3])
    expect(society.plot("3").tenant).to eq(bea)
    expect(society.waiting_list.size).to eq(0)
  end

  it "lists plots under notice and frees them on termination" do
    plot = society.plot("10")
    society.inspections.record(plot, date: Date.new(2024, 3, 1), score: 20)
    society.inspections.record(plot, date: Date.new(2024, 6, 1), score: 25)
    expect(society.notices).to eq([plot])
    society.terminate("10")
    expect(society.notices).to be_empty
    expect(society.summary).to eq("Cowley Road Allotments: 4 plots, 1 let, 3 vacant, 0 waiting")
  end
end
