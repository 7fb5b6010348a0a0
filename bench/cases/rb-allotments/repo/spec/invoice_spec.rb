# frozen_string_literal: true

RSpec.describe Allotments::Invoice do
  let(:plot) { Allotments::Plot.new("2", site: "Meadow Lane", area: 125, tap_distance: 30) }
  let(:invoice) do
    described_class.new(number: 7, tenant: resident, plot: plot, rent_year: 2024,
                        lines: [["Rent", 5625], ["Water", 1500]])
  end

  it "adds up its lines" do
    expect(invoice.total).to eq(7125)
  end

  it "has a reference and a due date" do
    expect(invoice.reference).to eq("ALT-2024-0007")
    expect(invoice.due_date).to eq(Date.new(2024, 10, 31))
  end

  it "prints as text" do
    expect(invoice.to_text).to eq(<<~TEXT)
      Invoice ALT-2024-0007
      To: Ada Price, OX4 1AA
      Rent year 2024/25, due 31 October 2024
        Rent       £56.25
        Water      £15.00
        Total      £71.25
    TEXT
  end
end
