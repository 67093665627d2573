/**
 * What each empty required field says, in one place for the server's
 * validators (app/validators/*) and the browser's checks (inertia/…/rules.ts):
 * what is needed, never a bare "This field is required.".
 */
export const REQUIRED_MESSAGES = {
  sale: {
    dealerId: 'Choose the dealer who installed the film.',
    customerName: "Enter the customer's name.",
    customerPhone: "Enter the customer's phone.",
    plateNumber: 'Enter the plate number.',
    vehicleMake: 'Enter the make of the car.',
    vehicleModel: 'Enter the model of the car.',
    installedAt: 'Enter the installation date.',
    items: 'Add at least one window.',
    position: 'Choose a window.',
    productId: 'Choose a film.',
    reason: 'Enter why this warranty is void.',
  },
  dealer: {
    code: 'Enter the dealer code.',
    name: "Enter the dealer's name.",
    phone: "Enter the dealer's phone.",
    status: 'Choose a status.',
  },
  product: {
    sku: 'Enter the SKU.',
    name: "Enter the film's name.",
    type: 'Choose the film type.',
    vlt: 'Enter the VLT in percent.',
    warrantyYears: 'Enter the warranty term in years.',
    status: 'Choose a status.',
  },
  user: {
    username: 'Enter a username.',
    dealerId: 'Choose the dealer this staff user works for.',
    password: 'Enter a password.',
    passwordConfirmation: 'Type the password again.',
  },
  login: {
    username: 'Enter your username.',
    password: 'Enter your password.',
  },
  passwordChange: {
    currentPassword: 'Enter your current password.',
    password: 'Enter a new password.',
    passwordConfirmation: 'Confirm the new password.',
  },
} as const satisfies Record<string, Record<string, string>>
