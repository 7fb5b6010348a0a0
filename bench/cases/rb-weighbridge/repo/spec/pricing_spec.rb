RSpec.describe Weighbridge::Pricing do
  def ticket(net_kg, code)
    Weighbridge::Ticket.new(number: 1, reg: "AB12CDE", haulier: "Moss Haulage", material_code: code,
                            gross_kg: 12_000 + net_kg, tare_kg: 12_000, time: "07:40")
  end

  it "charges net tonnes at the material's rate, to the penny" do
    expect(described_class.charge_pence(ticket(18_860, "T1"))).to eq(27_347)
    expect(described_class.charge_pence(ticket(20_110, "D10"))).to eq(47_259)
  end

  it "never charges less than the minimum for a load" do
    expect(described_class.charge_pence(ticket(1_200, "FILL"))).to eq(2_500)
  end

  it "formats pence as pounds with thousands separators" do
    expect(described_class.format_pence(123_456_7)).to eq("£12,345.67")
    expect(described_class.format_pence(5)).to eq("£0.05")
  end
end
