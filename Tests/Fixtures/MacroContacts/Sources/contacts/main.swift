import Contacts
import TCAShell

await TCAShell.main(features: [
  Feature(ContactsFeature(), name: "contacts", initialState: ContactsFeature.State())
])
