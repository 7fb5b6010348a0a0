RSpec.describe Weighbridge::Vehicles do
  let(:vehicles) do
    described_class.load([
      { reg: "ab12 cde", haulier: "Moss Haulage", tare_kg: 12_400 },
      { reg: "YX19 KLM", haulier: "Pennine Tippers", tare_kg: 11_950 }
    ])
  end

  it "finds a vehicle whatever the spacing and case of the registration" do
    expect(vehicles.find("AB12CDE").haulier).to eq("Moss Haulage")
    expect(vehicles.find("yx19klm").haulier).to eq("Pennine Tippers")
    expect(vehicles.size).to eq(2)
  end

  it "gives the stored tare, or nil for a stranger" do
    expect(vehicles.stored_tare_kg("AB12 CDE")).to eq(12_400)
    expect(vehicles.stored_tare_kg("ZZ99 ZZZ")).to be_nil
  end
end
