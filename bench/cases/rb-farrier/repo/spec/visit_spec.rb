RSpec.describe Farrier::Visit do
  def horse(name, work, notes: [])
    Farrier::Horse.new(name: name, work: work, last_shod: Date.new(2026, 3, 2), notes: notes)
  end

  let(:outer) { Farrier::Yard.new(name: "Hollins Farm", zone: :outer) }
  let(:far) { Farrier::Yard.new(name: "Moor End", zone: :far) }

  it "prices each horse by the hoof" do
    visit = described_class.new(yard: outer, date: Date.new(2026, 4, 13),
                                horses: [horse("Dancer", :full_set), horse("Pip", :trim)])
    expect(visit.lines).to eq([["Dancer", :full_set, 9_000], ["Pip", :trim, 4_000]])
  end

  it "adds the call-out fee for a small visit" do
    visit = described_class.new(yard: far, date: Date.new(2026, 4, 13), horses: [horse("Bramble", :front_pair)])
    expect(visit.call_out_pence).to eq(3_000)
    expect(visit.total_pence).to eq(7_500)
  end

  it "waives the call-out when three or more horses are done" do
    horses = [horse("Dancer", :full_set), horse("Pip", :trim), horse("Bramble", :front_pair)]
    visit = described_class.new(yard: far, date: Date.new(2026, 4, 13), horses: horses)
    expect(visit.call_out_pence).to eq(0)
    expect(visit.total_pence).to eq(17_500)
  end

  it "uses the pricer it is given" do
    pricer = Farrier::VisitPricer.new(Farrier::PriceList.standard.merge(trim_per_hoof: 1_200))
    visit = described_class.new(yard: outer, date: Date.new(2026, 4, 13), horses: [horse("Pip", :trim)], pricer: pricer)
    expect(visit.total_pence).to eq(6_300)
  end

  it "rebooks every horse by the schedule" do
    horses = [horse("Dancer", :full_set), horse("Pip", :trim)]
    visit = described_class.new(yard: outer, date: Date.new(2026, 4, 13), horses: horses)
    expect(visit.rebook(Farrier::Schedule.new(horses))).to eq(
      "Dancer" => Date.new(2026, 4, 13), "Pip" => Date.new(2026, 4, 27)
    )
  end
end
