RSpec.describe Weighbridge::Ticket do
  def ticket(gross, tare, code = "T1")
    described_class.new(number: 1, reg: "AB12CDE", haulier: "Moss Haulage", material_code: code,
                        gross_kg: gross, tare_kg: tare, time: "07:40")
  end

  it "nets the tare off the gross weight" do
    expect(ticket(31_260, 12_400).net_kg).to eq(18_860)
    expect(ticket(31_260, 12_400).net_tonnes).to eq(18.86)
  end

  it "refuses a gross weight below the tare" do
    expect { ticket(9_000, 12_400) }.to raise_error(Weighbridge::Error, /below tare/)
  end

  it "looks up its material" do
    expect(ticket(20_000, 10_000, "D20").material.name).to eq("20mm clean stone")
  end
end
