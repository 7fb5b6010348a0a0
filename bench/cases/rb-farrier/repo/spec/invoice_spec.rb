RSpec.describe Farrier::Invoice do
  let(:yard) { Farrier::Yard.new(name: "Hollins Farm", zone: :outer) }
  let(:dancer) { Farrier::Horse.new(name: "Dancer", work: :full_set, last_shod: Date.new(2026, 3, 2)) }
  let(:pip) { Farrier::Horse.new(name: "Pip", work: :trim, last_shod: Date.new(2026, 3, 2)) }

  it "lists the work, the call-out, the total and when each horse is next due" do
    visit = Farrier::Visit.new(yard: yard, date: Date.new(2026, 4, 13), horses: [dancer, pip])
    invoice = described_class.new(visit, Farrier::Schedule.new([dancer, pip]))
    expect(invoice.lines).to eq([
      "Dancer       full set        £90.00",
      "Pip          trim            £40.00",
      "call-out                     £15.00",
      "TOTAL                       £145.00",
      "Dancer next due 13 Apr",
      "Pip next due 27 Apr"
    ])
  end

  it "leaves the call-out line off when there is none" do
    local = Farrier::Yard.new(name: "Home paddock", zone: :local)
    visit = Farrier::Visit.new(yard: local, date: Date.new(2026, 4, 13), horses: [pip])
    expect(described_class.new(visit, Farrier::Schedule.new([pip])).to_s).to eq(
      "Pip          trim            £40.00\nTOTAL                        £40.00\nPip next due 27 Apr"
    )
  end
end
